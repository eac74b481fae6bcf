import { Alert, Button, Group } from '@mantine/core';
import type { AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorDisplayMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/i18n.ts';

export interface ErrorAlertProps extends Omit<AlertProps, 'children' | 'title'> {
  /** The error to show (ApiError, Error or anything thrown); text follows the spec 1 §8 display rule. */
  error: unknown;
  title?: string;
  /** When set, a retry button calls it. */
  onRetry?: () => void;
}

/** Shows an error message by the spec's display rule (body message + error code, else message, else "Unexpected error"). */
export function ErrorAlert({ error, title, onRetry, ...others }: ErrorAlertProps) {
  const t = useT();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title ?? t('common.errors.title')} {...others}>
      {errorDisplayMessage(error)}
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
