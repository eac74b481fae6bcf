import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { getInteraction } from '../config/config.ts';
import { signIn } from '../identity/identity.ts';
import { useT } from '../i18n/i18n.ts';
import { sessionStore, useSession } from '../session/session-store.ts';

export interface RequireAuthProps {
  children?: ReactNode;
  /** Current path (from the router); default window.location.pathname. */
  currentPath?: string;
  /** Shown while the session initialises or the sign-in redirect starts; default a loader. */
  fallback?: ReactNode;
  /** Popup mode (elements): what the feature does and why sign-in is needed, above the button. */
  signInReason?: string;
}

/**
 * Restricted-page guard (spec 1 §4, spec 3 §2.7): an unauthenticated user is sent to sign-in with the initial
 * path kept (session store `initialPagePath`), unless already at `/`. In popup mode (widgets) it offers a
 * sign-in button instead, because a popup opened without a click is blocked and a widget never navigates.
 */
export function RequireAuth({ children, currentPath, fallback, signInReason }: RequireAuthProps) {
  const t = useT();
  const status = useSession((s) => s.status);
  const path = currentPath ?? window.location.pathname;
  const popup = getInteraction() === 'popup';
  const mustRedirect = status === 'anonymous' && path !== '/' && !popup;

  useEffect(() => {
    if (!mustRedirect) return;
    sessionStore.getState().setInitialPagePath(path);
    void signIn({ mode: 'redirect' });
  }, [mustRedirect, path]);

  const waiting = fallback ?? (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
  if (status === 'loading' || mustRedirect) return waiting;
  if (status === 'anonymous' && popup) {
    return (
      <Stack align="center" gap="sm" py="lg" px="md" part="sign-in">
        <Text ta="center" maw={480}>
          {signInReason ?? t('common.signInReason')}
        </Text>
        <Button onClick={() => void signIn({ mode: 'popup' })}>{t('common.signIn')}</Button>
      </Stack>
    );
  }
  return children;
}
