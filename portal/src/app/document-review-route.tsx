// Route element of /machineTranslation/fileTranslation/:jobRequestId/review/:fileKey (decision 173): a translated
// file's "Review and edit", behind the sign-in guard; Back returns to the request's details.
import { Container } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { lazyPart, RequestDetailsParts, RequireAuth } from '@lingua/core';
import type { ThreadAnchor } from '@lingua/contract';
import { useAnchorMarks } from '@lingua/conversations/anchor-marks';
import { DocumentReview } from '@lingua/document-review';

// The questions beside a segment load when a segment is first opened, not with the editor.
const AnchorThreads = lazyPart(() => import('@lingua/conversations').then((m) => m.AnchorThreads));
const anchorThreads = (jobRequestId: string, anchor: ThreadAnchor) => <AnchorThreads key={JSON.stringify(anchor)} jobRequestId={jobRequestId} anchor={anchor} />;

export function DocumentReviewRoute() {
  const { jobRequestId = '', fileKey = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const back = `/machineTranslation/fileTranslation/${encodeURIComponent(jobRequestId)}`;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <RequireAuth currentPath={location.pathname}>
        <RequestDetailsParts anchorThreads={anchorThreads} useAnchorMarks={useAnchorMarks}>
          <DocumentReview key={`${jobRequestId}/${fileKey}`} jobRequestId={jobRequestId} fileKey={fileKey} backHref={back} onBack={() => void navigate(back)} />
        </RequestDetailsParts>
      </RequireAuth>
    </Container>
  );
}
