import { Stack } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { JobRequestList } from '@lingua/core';
import { FileTranslationForm } from './file-translation-form.tsx';
import { FileRequestDetails } from './file-request-details.tsx';

/** List id of the file tab's request list (its page size is remembered under it). */
export const FILE_REQUEST_LIST_ID = 'machineTranslation.files';

export interface FileTranslationProps {
  /** The request whose details are shown; unset shows the form and the list. */
  jobRequestId?: string | null;
  onOpenRequest: (jobRequestId: string) => void;
  /** Leaves the details (Return). */
  onCloseRequest: () => void;
  /** Address of a request's details, so list names are real links (portal only). */
  detailsHref?: (jobRequestId: string) => string;
  /** Address template of the human-translation project (`{xtrfInternalId}`). */
  humanProjectUrl?: string;
  /** Address of a translated file's document editor (portal only). */
  reviewHref?: (jobRequestId: string, fileKey: string) => string;
  onReviewFile?: (jobRequestId: string, fileKey: string) => void;
  /** Called after a request was created. */
  onSubmitted?: (jobRequest: JobRequest | undefined) => void;
}

/** The file tab (spec 3 §2.2): upload form and the user's MT requests, or one request's details. */
export function FileTranslation({ jobRequestId, onOpenRequest, onCloseRequest, detailsHref, humanProjectUrl, onSubmitted, reviewHref, onReviewFile }: FileTranslationProps) {
  if (jobRequestId) return <FileRequestDetails jobRequestId={jobRequestId} onReturn={onCloseRequest} humanProjectUrl={humanProjectUrl} reviewHref={reviewHref} onReviewFile={onReviewFile} />;
  return (
    <Stack gap="xl">
      <FileTranslationForm onSubmitted={onSubmitted} />
      <JobRequestList
        listId={FILE_REQUEST_LIST_ID}
        origination="MT"
        onViewDetails={(request) => onOpenRequest(request.id)}
        detailsHref={detailsHref}
      />
    </Stack>
  );
}
