// Shared job-request parts (spec 3 §2.3, §4): machine-translation file and media lists and the
// procurement-platform area use the same list, badge, name editor and zip dialog.
export { JobRequestList } from './job-request-list.tsx';
export type { JobRequestListProps } from './job-request-list.tsx';
export { StatusBadge } from './status-badge.tsx';
export type { StatusBadgeProps } from './status-badge.tsx';
export { EditableName } from './editable-name.tsx';
export type { EditableNameProps } from './editable-name.tsx';
export { ZipDownloadDialog } from './zip-download-dialog.tsx';
export { DetailFrame } from './detail-frame.tsx';
export type { DetailFrameProps } from './detail-frame.tsx';
export { FileRow, useFileDownloads } from './file-row.tsx';
export type { FileRowProps } from './file-row.tsx';
export { RequestDetailsParts, useRequestDetailsParts, type RequestDetailsPartsValue } from './request-details-parts.tsx';
export type { ZipDownloadDialogProps } from './zip-download-dialog.tsx';
export {
  statusGroup,
  statusColor,
  statusTooltipKey,
  statusLabelKey,
  isInProgress,
  canModify,
  expandStatusGroups,
} from './job-request-status.ts';
export type { StatusGroup, StatusColor, StatusVocabulary } from './job-request-status.ts';
export { usePageSize, pageSizeStorageKey, JOB_REQUEST_PAGE_SIZES } from './use-page-size.ts';
export { formatDateTime, sortedLanguageNames } from './format.ts';
export { listJobRequests, listJobRequestsKey, useJobRequestList, anyInProgress } from './api/list-job-requests.ts';
export { getJobRequest, jobRequestKey, useJobRequest } from './api/get-job-request.ts';
export { renameJobRequest, useRenameJobRequest } from './api/rename-job-request.ts';
export { archiveJobRequest, useArchiveJobRequest } from './api/archive-job-request.ts';
export { useRevalidateJobRequests } from './api/revalidate-job-requests.ts';
export { zipTranslatedFiles } from './api/zip-translated-files.ts';
export { getZipStatus, zipStatusKey } from './api/zip-status.ts';
export { getFileDownloadUrl, startDownload, useDownloadJobRequestFile } from './api/file-download-url.ts';
export { jobRequestTextsEn, registerJobRequestTexts } from './texts.ts';
