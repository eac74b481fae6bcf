// Status rules of job requests (spec 3 §4.1–4.4): machine-translation groups, colours, tooltips, the labels of
// web and procurement requests, the in-progress set that drives refreshing, and the statuses that lock the
// row actions. The contract holds the raw lists; this file turns them into what the UI shows.
import {
  IN_PROGRESS_JOB_REQUEST_STATUSES,
  JOB_REQUEST_STATUS_GROUP_NAMES,
  JOB_REQUEST_STATUS_GROUPS,
  NON_EDITABLE_JOB_REQUEST_STATUSES,
} from '@lingua/contract';
import type { JobRequestStatusGroupName, RequestType } from '@lingua/contract';

/** A machine-translation status group, or `unknown` for any status outside the table of spec 3 §4.2. */
export type StatusGroup = JobRequestStatusGroupName | 'unknown';

export type StatusColor = 'green' | 'red' | 'gray' | 'blue';

/** How a list or badge names statuses: machine-translation groups, or the web/procurement labels of §4.3. */
export type StatusVocabulary = 'machineTranslation' | 'request';

const inProgress = new Set<string>(IN_PROGRESS_JOB_REQUEST_STATUSES);
const locked = new Set<string>(NON_EDITABLE_JOB_REQUEST_STATUSES);

/** The group of `status` (spec 3 §4.2); statuses the table does not list are `unknown`. */
export function statusGroup(status: string): StatusGroup {
  for (const group of JOB_REQUEST_STATUS_GROUP_NAMES) {
    if ((JOB_REQUEST_STATUS_GROUPS[group] as readonly string[]).includes(status)) return group;
  }
  return 'unknown';
}

/** Spec 3 §4.2: green for COMPLETED and SUBMITTED_TO_XTRF, red for the failed ones, grey for ARCHIVED, blue otherwise. */
export function statusColor(status: string): StatusColor {
  if (status === 'COMPLETED' || status === 'SUBMITTED_TO_XTRF') return 'green';
  if (status === 'CANCELLED' || status === 'CANCELLING' || status === 'FAILED') return 'red';
  if (status === 'ARCHIVED') return 'gray';
  return 'blue';
}

/** Catalogue key of the status tooltip (created, failed, submitted to the provider), if the status has one. */
export function statusTooltipKey(status: string): string | undefined {
  if (status === 'CREATED') return 'jobRequests.status.tooltips.created';
  if (status === 'FAILED' || status === 'CANCELLED' || status === 'CANCELLING') return 'jobRequests.status.tooltips.failed';
  if (status === 'SUBMITTED_TO_XTRF') return 'jobRequests.status.tooltips.submitted';
  return undefined;
}

/** Catalogue key of the label of `status` in `vocabulary` (spec 3 §4.2 groups, §4.3 request labels). */
export function statusLabelKey(status: string, vocabulary: StatusVocabulary = 'machineTranslation', requestType?: RequestType): string {
  if (vocabulary === 'machineTranslation') return `jobRequests.status.groups.${statusGroup(status)}`;
  const estimate = requestType === 'QUOTE_REQUEST';
  switch (status) {
    case 'CREATED':
      return estimate ? 'jobRequests.status.labels.estimating' : 'jobRequests.status.labels.translating';
    case 'SUBMITTED_TO_XTRF':
      return estimate ? 'jobRequests.status.labels.estimating' : 'jobRequests.status.labels.inTranslation';
    case 'ANALYZING':
      return 'jobRequests.status.labels.analyzing';
    case 'TRANSLATING':
      return 'jobRequests.status.labels.translating';
    case 'COMPLETED':
      return 'jobRequests.status.labels.completed';
    case 'CHANGES_REQUESTED':
      return 'jobRequests.status.labels.changesRequested';
    case 'QUOTE_READY_FOR_CLIENT_REVIEW':
      return 'jobRequests.status.labels.quoteReady';
    case 'QUOTE_REJECTED':
      return 'jobRequests.status.labels.quoteRejected';
    case 'QUOTE_ACCEPTED':
      return 'jobRequests.status.labels.quoteAccepted';
    case 'CANCELLED':
      return 'jobRequests.status.labels.cancelled';
    case 'CANCELLING':
      return 'jobRequests.status.labels.cancelling';
    case 'FAILED':
      return 'jobRequests.status.labels.failed';
    case 'ARCHIVED':
      return 'jobRequests.status.labels.archived';
    default:
      return 'jobRequests.status.labels.processing';
  }
}

/** Spec 3 §4.1: whether `status` is in progress (lists and details refresh every 10 s while it is). */
export function isInProgress(status: string): boolean {
  return inProgress.has(status);
}

/** Spec 3 §4.4: Rename and Archive are disabled for ARCHIVED, CREATED and SUBMITTING_TO_XTRF. */
export function canModify(status: string): boolean {
  return !locked.has(status);
}

/** Spec 3 §4.4: the raw statuses of the picked groups, comma-separated (undefined when none is picked). */
export function expandStatusGroups(groups: readonly JobRequestStatusGroupName[]): string | undefined {
  const statuses = groups.flatMap((group) => JOB_REQUEST_STATUS_GROUPS[group] ?? []);
  return statuses.length > 0 ? [...new Set(statuses)].join(',') : undefined;
}
