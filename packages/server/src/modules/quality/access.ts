// Who may do what with review feedback (decision 184). Reading follows GET /jobRequests/{id}: the request's
// company, 404 for any other; staff any request. Marking: a client user of the company (an employee too) or staff,
// while the request is delivered. Classifying and answering: staff only. Approving and requesting changes follow
// the rule of changing a request (decision 177): the person who made it, the company's admin or its API key.
import { actsForWholeCompany, CLIENT_ROLES, QUALITY_ISSUES_PER_FILE_MAX, type JobRequestStatus } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../identity/principal.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { isStaff } from '../access.ts';
import { findJobRequest, findOwnJobRequest, type JobRequestRow } from '../job-requests/index.ts';

export const QUALITY_MESSAGES = {
  notReviewable: 'Issues can be marked and decisions taken only on a delivered request that is not archived',
  staffOnly: 'Only the provider’s staff classify and answer issues',
  mayNotMark: 'You may read this request but not mark issues on it',
  notOwnIssue: 'Only the person who marked an issue can take it back',
  answered: 'Staff have answered this issue; it can no longer be taken back',
  reasonRequired: 'Say why the issue is rejected',
  notDecider: "Only the person who made the request or the company's admin approves or requests changes",
  staffDecide: 'The client approves or requests changes, not the provider',
  languageNotFound: 'The request has no such target language',
  issueNotFound: 'Issue not found',
  segmentNotFound: 'No segment of the document has this position; open the document in the editor first',
  lineNotFound: 'No translated line of the media file has this id',
  fileRequired: 'Name the file: fileKey for a document, fileIndex for a media file',
  clientNotFound: 'Company not found',
  settingsAdminOnly: "Only the company's admin sets how its translations are delivered",
  historyAdminOnly: "Only the company's admin reads its quality history",
  tooMany: `A file can carry at most ${QUALITY_ISSUES_PER_FILE_MAX} issues per language`,
} as const;

/** Statuses in which a delivered request can be reviewed. */
export const REVIEWABLE_STATUSES: readonly JobRequestStatus[] = ['COMPLETED', 'CHANGES_REQUESTED'];

export async function findReviewedRequest(db: Db, principal: Principal, id: string): Promise<JobRequestRow> {
  return isStaff(principal) && !principal.apiKey ? findJobRequest(db, id) : findOwnJobRequest(db, principal, id);
}

export function assertReviewable(request: JobRequestRow): void {
  if (request.archived || !REVIEWABLE_STATUSES.includes(request.status)) throw conflict(QUALITY_MESSAGES.notReviewable, 'NOT_REVIEWABLE');
}

export function assertMayMark(principal: Principal, request: JobRequestRow): void {
  const client = principal.roles.some((r) => (CLIENT_ROLES as readonly string[]).includes(r));
  if (!isStaff(principal) && !client && !principal.apiKey) throw forbidden(QUALITY_MESSAGES.mayNotMark, 'accessRestricted');
  assertReviewable(request);
}

export function assertStaff(principal: Principal): void {
  if (!isStaff(principal) || principal.apiKey) throw forbidden(QUALITY_MESSAGES.staffOnly, 'STAFF_ONLY');
}

export function assertMayDecide(principal: Principal, request: JobRequestRow): void {
  if (isStaff(principal) && !principal.apiKey) throw forbidden(QUALITY_MESSAGES.staffDecide, 'CLIENT_DECIDES');
  if (request.ownerUserId === principal.userId || principal.apiKey || actsForWholeCompany(principal.roles)) return;
  throw forbidden(QUALITY_MESSAGES.notDecider, 'NOT_REQUEST_OWNER');
}
