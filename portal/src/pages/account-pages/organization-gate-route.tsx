// The organisation gate around the home page (spec 2 §2), apart from the account pages that load on demand:
// every visit to / renders it.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OrganizationGate } from '@lingua/account';

/**
 * Spec 2 §2: a signed-in CLIENT or CLIENT_EMPLOYEE without a client configuration picks an organisation first.
 * Cancel goes to / and shows the page without the selection until the user comes back to it.
 */
export function OrganizationGateRoute({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return children;
  return (
    <OrganizationGate
      onCancel={() => {
        setDismissed(true);
        navigate('/');
      }}
    >
      {children}
    </OrganizationGate>
  );
}
