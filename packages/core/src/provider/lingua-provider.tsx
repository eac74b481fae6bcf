import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DirectionContext, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import type { SWRConfiguration } from 'swr';
import { LinguaSWRConfig } from '../api/swr.tsx';
import { configure, getConfig, isConfigured } from '../config/config.ts';
import type { LinguaConfig } from '../config/config.ts';
import { useLanguage } from '../i18n/i18n.ts';
import { directionOf } from '../i18n/language.ts';
import { initIdentity } from '../identity/identity.ts';
import { usePageSingleton } from '../session-expiry/page-singleton.ts';
import { SessionExpiryWatcher } from '../session-expiry/session-expiry-watcher.tsx';
import { createLinguaTheme, linguaCssVariablesResolver, NOTIFICATION_AUTO_CLOSE_MS } from '../theme/theme.ts';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export interface WidgetRootElements {
  root: HTMLElement;
  selector: string;
  portalTarget: HTMLElement;
  /** Theme `scale` compensating the host page's root font size (rem-based sizes); 1 when the host keeps 16 px. */
  scale?: number;
  colorScheme?: 'light' | 'dark';
}

export interface LinguaProviderProps {
  /** Configuration applied if the page is not configured yet (the first provider or widget wins). */
  config?: Partial<LinguaConfig>;
  theme?: MantineThemeOverride;
  swr?: SWRConfiguration;
  /** Report the page's uncaught errors to POST /uiLogs; default true in the portal, false in widgets (a host page's own errors are not ours to collect). */
  reportErrors?: boolean;
  env?: 'default' | 'test';
  widget?: WidgetRootElements;
  children?: ReactNode;
}

/** The page's CSP style nonce (strict host CSP, handed over by the widget loader), read when Mantine asks. */
function styleNonce(): string {
  return isConfigured() ? (getConfig().styleNonce ?? '') : '';
}

/** Mantine with the theme, notifications, texts, SWR, identity, error reporting and the session-expiry dialog. */
export function LinguaProvider({ config, theme, swr, reportErrors, env, widget, children }: LinguaProviderProps) {
  const installReporting = reportErrors ?? widget === undefined;
  // Configure during the first render so children's first fetches already see the API base.
  useState(() => {
    if (config && !isConfigured()) configure(config);
    return null;
  });
  const ownsNotifications = usePageSingleton('notifications');

  useEffect(() => {
    void initIdentity();
    // Elements leave the host's errors alone and do not load the reporter up front (decision 189).
    if (installReporting) void import('../ui-logs/error-reporting.ts').then((m) => m.installErrorReporting());
  }, [installReporting]);

  const portalTarget = widget?.portalTarget;
  const scale = widget?.scale;
  const mergedTheme = useMemo(
    () => mergeThemeOverrides(createLinguaTheme({ portalTarget, scale }), theme ?? {}),
    [portalTarget, scale, theme],
  );
  const widgetRoot = widget?.root;
  // Mantine's components read the direction from its context; the portal's <html dir> and each element root's
  // `dir` follow the same language, so the context does too instead of watching <html dir> (decision 189).
  const dir = directionOf(useLanguage());
  const direction = useMemo(() => ({ dir, setDirection() {}, toggleDirection() {} }), [dir]);

  return (
    <MantineProvider
      theme={mergedTheme}
      env={env}
      forceColorScheme={widget?.colorScheme ?? 'light'}
      getStyleNonce={styleNonce}
      cssVariablesSelector={widget?.selector}
      cssVariablesResolver={linguaCssVariablesResolver}
      getRootElement={widgetRoot ? () => widgetRoot : undefined}
    >
      <DirectionContext value={direction}>
        <LinguaSWRConfig value={swr}>
          {ownsNotifications ? (
            // The container loads after the first render (decision 080); earlier notifications wait in Mantine's store.
            <Suspense fallback={null}>
              <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
            </Suspense>
          ) : null}
          <SessionExpiryWatcher />
          {children}
        </LinguaSWRConfig>
      </DirectionContext>
    </MantineProvider>
  );
}
