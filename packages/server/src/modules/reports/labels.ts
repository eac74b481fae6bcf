// The words report rows show for the product's codes; SELECT filter options are these same words, so a user
// filters by what the table shows (docs/decisions/030-report-filters-and-rows.md).
import type { JobRequestStatus } from '../../db/schema/index.ts';

/** Status groups of job requests (spec 3 §4.1, §4.3 wording) → the raw statuses they cover. */
export const PROJECT_STATUS_LABELS: Record<string, readonly JobRequestStatus[]> = {
  'In progress': ['CREATED', 'ANALYZING', 'SCREENING', 'TRANSLATING', 'SUBMITTING_TO_XTRF', 'READY_FOR_INTERNAL_REVIEW'],
  'Quote is ready for review': ['QUOTE_READY_FOR_CLIENT_REVIEW'],
  'Quote Accepted': ['QUOTE_ACCEPTED'],
  'Quote Rejected': ['QUOTE_REJECTED'],
  'Quote expired': ['QUOTE_EXPIRED'],
  'In translation': ['SUBMITTED_TO_XTRF'],
  Completed: ['COMPLETED'],
  'Changes requested': ['CHANGES_REQUESTED'],
  Archived: ['ARCHIVED'],
  Cancelled: ['CANCELLED', 'CANCELLING', 'REJECTED_BY_SCREENING'],
  Failed: ['FAILED'],
};

export const REQUEST_TYPE_LABELS = {
  QUOTE_REQUEST: 'Quote request',
  TRANSLATION_REQUEST: 'Translation request',
  JUNK_REQUEST: 'Other request',
  OTHER_REQUEST: 'Other request',
} as const;

export const QUOTE_KIND_LABELS = { automatic: 'Automatic', manual: 'Manual' } as const;

export const QUOTE_OUTCOME_LABELS = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
  awaiting: 'Awaiting decision',
  preparing: 'In preparation',
} as const;

export const CONTACT_ROLE_LABELS = { CLIENT: 'Client', CLIENT_EMPLOYEE: 'Client employee' } as const;

/** A score's verdict (decision 184) as the quality report shows it: inconclusive below 1,000 evaluated words. */
export const VERDICT_LABELS = { pass: 'Pass', fail: 'Fail', inconclusivePass: 'Inconclusive (pass)', inconclusiveFail: 'Inconclusive (fail)' } as const;
