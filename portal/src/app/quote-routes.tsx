// Route elements of the quote and project request pages (spec 2 §2): /createProject, the external link
// /createProject/:clientId/:token and the automatic quote review /quotes/:jobRequestId. The features never
// navigate; these elements give them the portal's router.
import { useNavigate, useParams } from 'react-router';
import { AutoQuoteReview } from '@lingua/auto-quote';
import { ExternalLinkRequest, QuoteRequest } from '@lingua/quote-request';
// The gate's own module: the pages' index would bring sign-up and the password pages into this chunk.
import { OrganizationGateRoute } from '../pages/account-pages/organization-gate-route.tsx';

/** /createProject: signed-in users pass the organisation gate first (spec 2 §2), visitors go straight in. */
export function CreateProjectRoute() {
  const navigate = useNavigate();
  return (
    <OrganizationGateRoute>
      <QuoteRequest onHome={() => void navigate('/')} onSignUp={() => void navigate('/signUp')} />
    </OrganizationGateRoute>
  );
}

/** /createProject/:clientId/:token. */
export function ExternalLinkRoute() {
  const { clientId, token } = useParams();
  const navigate = useNavigate();
  return <ExternalLinkRequest encodedClientId={clientId} token={token} onHome={() => void navigate('/')} />;
}

/** /quotes/:jobRequestId. */
export function AutoQuoteRoute() {
  const { jobRequestId } = useParams();
  const navigate = useNavigate();
  return <AutoQuoteReview jobRequestId={jobRequestId ?? ''} onHome={() => void navigate('/')} />;
}
