// Route element of /machineTranslation/fileTranslation/:jobRequestId/review/:fileKey (decision 173): a translated
// file's "Review and edit", behind the sign-in guard; Back returns to the request's details.
import { Container } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RequestDetailsParts, RequireAuth } from '@lingua/core';
import { useAnchorMarks } from '@lingua/conversations/anchor-marks';
import { DocumentReview } from '@lingua/document-review';
import { anchorThreads } from './anchor-threads.tsx';

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
