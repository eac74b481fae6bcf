// The running part of the session-expiry watcher, loaded once someone signs in (decision 172): a visitor's page
// never runs it, so no element's first load carries it.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getClock } from '../clock/clock.ts';
import { SessionExpiryDialog } from '../components/session-expiry-dialog/session-expiry-dialog.tsx';
import { signOut } from '../identity/identity.ts';
import { confirmPresence, sessionExpiryStore, startSessionExpiry } from './session-expiry.ts';

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

/** Runs the page's watcher while it is mounted (signed in, the page's owner) and shows its warning. */
export function ActiveSessionExpiry({ activeSince }: { activeSince: number }) {
  useEffect(
    // Another page's sign-out already ended the session at the identity provider: this page only forgets it
    // (the local sign-out path, no second redirect).
    () => startSessionExpiry({ onExpire: () => signOut(), onExpiredElsewhere: () => signOut({ mode: 'popup' }), activeSince }),
    [activeSince],
  );
  const warning = useStore(sessionExpiryStore, (s) => s.warning);
  const deadline = useStore(sessionExpiryStore, (s) => s.deadline);
  const secondsLeft = useSecondsLeft(deadline);
  return <SessionExpiryDialog opened={warning} secondsLeft={secondsLeft} onConfirm={confirmPresence} />;
}
