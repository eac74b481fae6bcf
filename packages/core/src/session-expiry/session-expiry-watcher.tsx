import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getClock } from '../clock/clock.ts';
import { signOut } from '../identity/identity.ts';
import { useSession } from '../session/session-store.ts';
import { usePageSingleton } from './page-singleton.ts';
import { confirmPresence, sessionExpiryStore, startSessionExpiry } from './session-expiry.ts';

// Loaded once someone signs in (decision 080): a visitor never sees the warning.
const SessionExpiryDialog = lazy(() =>
  import('../components/session-expiry-dialog/session-expiry-dialog.tsx').then((m) => ({ default: m.SessionExpiryDialog })),
);

// Re-renders every second while the warning shows; the value itself is read from the clock at render time.
function useSecondsLeft(deadline: number | null): number {
  const clock = getClock();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    let handle = clock.setTimeout(function tick() {
      setTick((n) => n + 1);
      handle = clock.setTimeout(tick, 1000);
    }, 1000);
    return () => clock.clearTimeout(handle);
  }, [deadline, clock]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - clock.now()) / 1000));
}

/** Runs the page's session-expiry watcher while signed in and shows its warning (rendered by LinguaProvider). */
export function SessionExpiryWatcher() {
  const authenticated = useSession((s) => s.status === 'authenticated');
  const owner = usePageSingleton('session-expiry');
  const active = owner && authenticated;
  useEffect(() => {
    if (!active) return;
    // Another page's sign-out already ended the session at the identity provider: this page only forgets it
    // (the local sign-out path, no second redirect).
    return startSessionExpiry({ onExpire: () => signOut(), onExpiredElsewhere: () => signOut({ mode: 'popup' }) });
  }, [active]);
  const warning = useStore(sessionExpiryStore, (s) => s.warning);
  const deadline = useStore(sessionExpiryStore, (s) => s.deadline);
  const secondsLeft = useSecondsLeft(deadline);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog opened={warning} secondsLeft={secondsLeft} onConfirm={confirmPresence} />
    </Suspense>
  );
}
