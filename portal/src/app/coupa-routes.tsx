// Route elements of the procurement-platform area (spec 3 §2.1, §2.6) and of the provider desk (decision 046).
// The feature package never navigates; these elements give it the portal's router. The create-quote page is the
// quote-request feature's form in its procurement mode, composed here because features do not import each other.
import type { ReactNode } from 'react';
import { Button, Container, Group } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PROVIDER_DESK_ROLES, type JobRequest, type JobRequestFile } from '@lingua/contract';
import { documentReviewPath } from '@lingua/document-review/review-path';
import { Guard, useT } from '@lingua/core';
import { IconMessages } from '@tabler/icons-react';
import {
  CoupaErrorPage,
  CoupaRequestDetails,
  CoupaRequestList,
  CoupaStarter,
  ProviderDesk,
  storeRequestId,
  useStoredRequestId,
} from '@lingua/procurement';
import { QuoteRequest } from '@lingua/quote-request';
import { GUARDED_AREAS } from '../pages/guarded-area/index.ts';

const createQuoteArea = GUARDED_AREAS.find((area) => area.id === 'coupaCreateQuote')!;

/** The page container of the portal's feature pages (machine translation, reports): the features run edge to edge. */
function CoupaPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}

/** /coupa: Coupa Requests (no guard in the spec beyond being signed in). */
export function CoupaListRoute() {
  const navigate = useNavigate();
  const requestId = useStoredRequestId();
  return (
    <Guard>
      <CoupaPage>
        <CoupaRequestList
          canCreate={!!requestId}
          onCreate={() => void navigate('/coupa/createQuote')}
          onViewDetails={(job) => void navigate(`/coupa/${job.id}`)}
          detailsHref={(id) => `/coupa/${id}`}
        />
      </CoupaPage>
    </Guard>
  );
}

/** /coupa/createQuote: client roles with the coupa application; the form is tied to the stored request id. */
export function CoupaCreateQuoteRoute() {
  const navigate = useNavigate();
  const requestId = useStoredRequestId();
  return (
    <Guard allowedRoles={createQuoteArea.allowedRoles} requiredApplications={createQuoteArea.requiredApplications}>
      {requestId ? (
        <QuoteRequest
          procurement={{ externalReferenceId: requestId }}
          onSubmitted={() => {
            // Spec 3 §2.6: after success the id is cleared and the buyer returns to /coupa.
            storeRequestId(null);
            void navigate('/coupa');
          }}
        />
      ) : (
        <Navigate to="/coupa" replace />
      )}
    </Guard>
  );
}

/** /coupa/starter/:requestId (no guard: the request id is the credential). */
export function CoupaStarterRoute() {
  const { requestId } = useParams();
  return <CoupaStarter key={requestId} requestId={requestId ?? ''} />;
}

/** /coupa/error?message=… */
export function CoupaErrorRoute() {
  const [params] = useSearchParams();
  return <CoupaErrorPage message={params.get('message')} />;
}

/** /coupa/:jobRequestId */
export function CoupaDetailRoute() {
  const { jobRequestId } = useParams();
  const navigate = useNavigate();
  return (
    <Guard>
      <CoupaPage>
        <CoupaRequestDetails key={jobRequestId} jobRequestId={jobRequestId ?? ''} onBack={() => void navigate('/coupa')} />
      </CoupaPage>
    </Guard>
  );
}

/** /providerDesk: staff who answer procurement requests, with the way to the conversations inbox (decision 185). */
/**
 * Where staff fix a request sent back (decision 188): a machine-translated document in the document editor, a
 * media request's lines on the desk's media page (desk-media-route.tsx); other deliverables are replaced by upload.
 */
function fixHref(job: JobRequest, file: JobRequestFile | null): string | null {
  if (job.origination === 'MEDIAAI') return file ? null : `/providerDesk/media/${encodeURIComponent(job.id)}`;
  return job.origination === 'MT' && file ? documentReviewPath(job.id, file.fileKey) : null;
}

export function ProviderDeskRoute() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Guard allowedRoles={PROVIDER_DESK_ROLES}>
      <CoupaPage>
        <Group justify="flex-end" mb="sm">
          <Button component={Link} to="/providerDesk/inbox" variant="light" leftSection={<IconMessages size={16} aria-hidden />}>
            {t('portal.header.conversationsInbox')}
          </Button>
        </Group>
        <ProviderDesk fixHref={fixHref} onNavigate={(path) => void navigate(path)} />
      </CoupaPage>
    </Guard>
  );
}
