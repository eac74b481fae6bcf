import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import { ErrorAlert } from '../error-alert/error-alert.tsx';

export interface ErrorPageProps {
  /** The error behind the page, shown by the display rule when given. */
  error?: unknown;
  /** When set, a retry button calls it. */
  onRetry?: () => void;
  /** When set, a home button calls it (the portal navigates; widgets leave it unset). */
  onHome?: () => void;
}

/** Full-page error: "Oops, something went wrong" (spec 1 §8). */
export function ErrorPage({ error, onRetry, onHome }: ErrorPageProps) {
  const t = useT();
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('common.errorPage.title')}</Title>
      {error !== undefined ? <ErrorAlert error={error} maw={600} w="100%" /> : null}
      <Group>
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        {onHome ? (
          <Button variant="default" onClick={onHome}>
            {t('common.goHome')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  onHome?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** Renders ErrorPage when its children throw, and reports the error to POST /uiLogs. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // An error caught by a boundary never reaches window's error event, so it is reported here.
    console.error(error, info.componentStack);
    // The reporter loads when something crashes, not with every element's first screen (decision 189).
    void import('../../ui-logs/error-reporting.ts').then((m) => m.reportUiError(error));
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: undefined })} onHome={this.props.onHome} />;
    }
    return this.props.children;
  }
}
