import { Button } from '@mantine/core';
import type { Origination } from '@lingua/contract';
import { DetailFrame, useJobRequest, useT } from '@lingua/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { registerMachineTranslationTexts } from '../texts.ts';
import type { FileRequestDetailsProps } from './file-request-details-props.ts';
import { RequestDetailsBody } from './request-details-body.tsx';

registerMachineTranslationTexts();

/** The document tab's requests are machine translations of files. */
const FILE_TAB_ORIGINATIONS: readonly Origination[] = ['MT'];

/**
 * Request details of the file tab (spec 3 §2.2): editable name, status with tooltips, source files, translated
 * files per language with Download all, the human-translation project link, escalation, and Return. Refreshes
 * every 10 s while in progress.
 */
export function FileRequestDetails({ jobRequestId, onReturn, humanProjectUrl, zipFileName, summary, review, reviewHref, onReviewFile, originations = FILE_TAB_ORIGINATIONS }: FileRequestDetailsProps) {
  const t = useT();
  const request = useJobRequest(jobRequestId);
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden className="mantine-rotate-rtl" />} onClick={onReturn} px={4} w="fit-content">
      {t('machineTranslation.details.back')}
    </Button>
  );
  return (
    <DetailFrame request={request} back={back} originations={originations}>
      {(job) => <RequestDetailsBody job={job} back={back} humanProjectUrl={humanProjectUrl} zipFileName={zipFileName} summary={summary} review={review} reviewHref={reviewHref} onReviewFile={onReviewFile} />}
    </DetailFrame>
  );
}
