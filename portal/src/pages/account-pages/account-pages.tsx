// Route adapters of the account feature (spec 1 §2, spec 2 §2, spec 3 §2.5): they read the router's params and
// give the feature's components a way to navigate, which the components themselves never do. Each loads with
// its first visit (routes.tsx); the organisation gate around the home page is organization-gate-route.tsx.
import { useLocation, useNavigate, useParams } from 'react-router';
import { ChangePasswordPage, ConfirmEmailPage, SignUp } from '@lingua/account';

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
