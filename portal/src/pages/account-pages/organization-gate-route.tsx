// The organisation gate around the home page (spec 2 §2), apart from the account pages that load on demand:
// every visit to / renders it.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OrganizationGate } from '@lingua/account';

/** Navigation state that carries a Cancel to the next page's gate. */
interface GateState {
  organizationSelectionCancelled?: boolean;
}

/**
 * Spec 2 §2: a signed-in CLIENT or CLIENT_EMPLOYEE without a client configuration picks an organisation first.
 * Cancel goes to / and shows the page without the selection until the user comes back to it. Each route has a
 * gate of its own (/ and /createProject), so the Cancel travels with the navigation: the gate of / does not ask
 * again right after a Cancel on /createProject — one Cancel is enough.
 */
export function OrganizationGateRoute({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || (location.state as GateState | null)?.organizationSelectionCancelled) return children;
  return (
    <OrganizationGate
      onCancel={() => {
        setDismissed(true);
        navigate('/', { state: { organizationSelectionCancelled: true } satisfies GateState });
      }}
    >
      {children}
    </OrganizationGate>
  );
}
