import { lazy, Suspense, useState } from 'react';
import { getClock } from '../clock/clock.ts';
import { useSession } from '../session/session-store.ts';
import { usePageSingleton } from './page-singleton.ts';

// The watcher and its warning load once someone signs in (decisions 080, 172): a visitor never needs them.
const ActiveSessionExpiry = lazy(() => import('./active-session-expiry.tsx').then((m) => ({ default: m.ActiveSessionExpiry })));

/** Runs the page's session-expiry watcher while signed in and shows its warning (rendered by LinguaProvider). */
export function SessionExpiryWatcher() {
  const authenticated = useSession((s) => s.status === 'authenticated');
  const owner = usePageSingleton('session-expiry');
  if (!owner || !authenticated) return null;
  return <SignedIn />;
}

// The idle hour starts when the page is seen signed in, however long the watcher's code then takes to arrive.
function SignedIn() {
  const [activeSince] = useState(() => getClock().now());
  return (
    <Suspense fallback={null}>
      <ActiveSessionExpiry activeSince={activeSince} />
    </Suspense>
  );
}
