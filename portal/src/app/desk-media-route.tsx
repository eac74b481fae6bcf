// Route element of /providerDesk/media/:jobRequestId (decision 188): staff fix the lines of a media request its
// client sent back with changes requested, in the clients' media editor, before the desk's "Complete request"
// delivers it again. The request is read with the desk's call (any company's), also while its files are rebuilt.
import { Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { calls, PROVIDER_DESK_ROLES } from '@lingua/contract';
import { ErrorAlert, Guard, RequestDetailsParts, useCall, useT } from '@lingua/core';
import { useAnchorMarks } from '@lingua/conversations/anchor-marks';
import { MediaEditor, REBUILD_POLL_MS } from '@lingua/machine-translation';
import { IconArrowLeft } from '@tabler/icons-react';
import { anchorThreads } from './anchor-threads.tsx';

const DESK = '/providerDesk';

export function DeskMediaRoute() {
  return (
    <Guard allowedRoles={PROVIDER_DESK_ROLES}>
      <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
        <DeskMedia />
      </Container>
    </Guard>
  );
}

function DeskMedia() {
  const t = useT();
  const navigate = useNavigate();
  const { jobRequestId = '' } = useParams();
  // Read again every REBUILD_POLL_MS while the files are rebuilt, each time from the server (no deduping).
  const request = useCall(calls.getDeskJobRequest, { params: { jobRequestId } }, { refreshInterval: (job) => (job?.status === 'TRANSLATING' ? REBUILD_POLL_MS : 0), dedupingInterval: 0 });
  const job = request.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={DESK} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden className="mantine-rotate-rtl" /> {t('portal.header.providerDesk')}
      </Anchor>
      {request.error ? (
        <ErrorAlert error={request.error} onRetry={() => void request.mutate()} />
      ) : !job ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <>
          <Title order={1} dir="auto">
            {job.name}
          </Title>
          <RequestDetailsParts anchorThreads={anchorThreads} useAnchorMarks={useAnchorMarks}>
            <MediaEditor job={job} onClose={() => void navigate(DESK)} refreshRequest={() => request.mutate()} />
          </RequestDetailsParts>
        </>
      )}
    </Stack>
  );
}
