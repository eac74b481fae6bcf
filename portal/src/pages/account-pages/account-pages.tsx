// Route adapters of the account feature (spec 1 §2, spec 2 §2, spec 3 §2.5): they read the router's params and
// give the feature's components a way to navigate, which the components themselves never do.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ChangePasswordPage, ConfirmEmailPage, OrganizationGate, SignUp } from '@lingua/account';

/** /changePassword: the success dialog leads back to /. */
export function ChangePasswordRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return <ChangePasswordPage currentPath={location.pathname} onDone={() => navigate('/')} />;
}

/** /signUp and /signUp/:clientId/:token. */
export function SignUpRoute() {
  const { clientId, token } = useParams();
  // A new link starts a new sign-up.
  return <SignUp key={`${clientId ?? ''}/${token ?? ''}`} clientId={clientId} token={token} />;
}

/** /confirmEmail?email=…&verificationCode=… */
export function ConfirmEmailRoute() {
  const location = useLocation();
  return <ConfirmEmailPage search={location.search} />;
}

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
