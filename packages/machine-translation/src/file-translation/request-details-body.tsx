// The details of a document (or media) request once it is read: the summary, a failure's reason, the tab's own
// review section, the offer of a human translator, the source and translated files, and their dialogs.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { JobRequest, JobRequestFile } from '@lingua/contract';
import { useFileDownloads, useRequestDetailsParts, useRevalidateJobRequests, useT, ZipDownloadDialog } from '@lingua/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { ApprovalBar } from '../approval/approval-bar.tsx';
import { DeleteFilesNow, FilesDeleted } from '../file-deletion/file-deletion.tsx';
import { HumanEscalationDrawer } from '../human-escalation/human-escalation-drawer.tsx';
import { EscalationOffer } from './escalation-offer.tsx';
import { canEscalate, defaultZipName } from './file-details-state.ts';
import type { FileRequestDetailsProps } from './file-request-details-props.ts';
import { RequestSummary } from './request-summary.tsx';
import { SourceFilesCard } from './source-files-card.tsx';
import { TranslatedFilesCard } from './translated-files-card.tsx';
import { GlossaryTermsApplied, UnknownWords } from './translation-counts.tsx';

export type RequestDetailsBodyProps = Omit<FileRequestDetailsProps, 'jobRequestId' | 'onReturn'> & { job: JobRequest; back: ReactNode };

export function RequestDetailsBody({ job, back, humanProjectUrl, zipFileName, summary, review, reviewHref, onReviewFile }: RequestDetailsBodyProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  const { downloading, run } = useFileDownloads();
  const revalidate = useRevalidateJobRequests();
  const parts = useRequestDetailsParts();
  const [zipOpen, setZipOpen] = useState(false);
  const [escalationOpen, setEscalationOpen] = useState(false);
  const download = (file: JobRequestFile) => void run(job.id, file);
  return (
    <Stack gap="md">
      {back}
      <RequestSummary job={job} humanProjectUrl={humanProjectUrl} summary={summary} />
      {job.status === 'FAILED' ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title={t('machineTranslation.details.failedTitle')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {job.failureReason ?? t('machineTranslation.details.failedWithoutReason')}
          </Text>
        </Alert>
      ) : null}
      <GlossaryTermsApplied count={job.glossaryTermsApplied} />
      {review?.(job)}
      {canEscalate(job.status, settings.data?.disableHumanEscalation) ? (
        <EscalationOffer onOpen={() => setEscalationOpen(true)} unknownWords={job.unknownWords} />
      ) : (
        <UnknownWords count={job.unknownWords} />
      )}
      {job.filesDeletedAt ? (
        <FilesDeleted at={job.filesDeletedAt} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SourceFilesCard job={job} downloading={downloading} onDownload={download} />
          <TranslatedFilesCard job={job} downloading={downloading} onDownload={download} onDownloadAll={() => setZipOpen(true)} reviewHref={reviewHref} onReviewFile={onReviewFile} />
        </SimpleGrid>
      )}
      <DeleteFilesNow job={job} />
      <ApprovalBar job={job} />
      {parts.conversation?.(job.id)}
      <ZipDownloadDialog opened={zipOpen} jobRequestId={job.id} zipFileName={(zipFileName ?? defaultZipName)(job)} onClose={() => setZipOpen(false)} />
      <HumanEscalationDrawer
        opened={escalationOpen}
        jobRequest={job}
        onClose={() => setEscalationOpen(false)}
        onSubmitted={() => {
          setEscalationOpen(false);
          void revalidate(job.id);
        }}
      />
    </Stack>
  );
}
