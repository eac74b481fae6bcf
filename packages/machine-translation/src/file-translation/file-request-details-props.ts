// The props of FileRequestDetails, apart from it: the body it renders takes most of them, and importing them
// from the component that renders it would make the two modules import each other.
import type { ReactNode } from 'react';
import type { JobRequest, Origination } from '@lingua/contract';

export interface FileRequestDetailsProps {
  jobRequestId: string;
  /** Called by the Return button. */
  onReturn: () => void;
  /** Address of the human-translation project with `{xtrfInternalId}` in place of the id; unset shows the project name only. */
  humanProjectUrl?: string;
  /** Zip name for Download all; default the request name. */
  zipFileName?: (jobRequest: JobRequest) => string;
  /** More facts for the summary (the media tab's project type, subtitle type and progress). */
  summary?: (jobRequest: JobRequest) => ReactNode;
  /** A section under the summary (the media tab's preview and editor). */
  review?: (jobRequest: JobRequest) => ReactNode;
  /** Address of a translated file's document editor (portal only); unset: no "Review and edit". */
  reviewHref?: (jobRequestId: string, fileKey: string) => string;
  /** Opens the document editor on a plain click of "Review and edit". */
  onReviewFile?: (jobRequestId: string, fileKey: string) => void;
  /** The originations the tab shows; another request gets the spec's internal error (spec 3 §8). Default: the file tab's. */
  originations?: readonly Origination[];
}
