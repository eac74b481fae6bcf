// Job requests as the client sees them (spec 3 §3, §4, §7). Scoped to the caller's organisation: another's request
// is 404 like a missing one; lists show the caller's own, and only the owner or admin changes one (decision 177).
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  actsForWholeCompany,
  JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE,
  NON_EDITABLE_JOB_REQUEST_STATUSES,
  type CallQuery,
  type calls,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { jobRequestFiles, jobRequests, type JobRequestStatus } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { transition } from './status.ts';
import { toViews, viewSelection, type JobRequestRow, type JobRequestView } from './view.ts';
import { assertDeliveryReleased } from './delivery-hold.ts';
import { isStaff } from '../access.ts';

type ListQuery = NonNullable<CallQuery<typeof calls.listJobRequests>>;

/** Signed download links live this long: enough to start a large download, short enough not to be shared. */
export const DOWNLOAD_URL_EXPIRES_SECONDS = 15 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JobRequestsContext {
  db: Db;
  clock: Clock;
}

export async function findOwnJobRequest(db: Db, principal: Principal, id: string): Promise<JobRequestRow> {
  if (principal.clientId === null) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return findJobRequest(db, id, { clientId: principal.clientId });
}

/**
 * The request as the caller may open it: any organisation's for the provider's staff, who fix what a client sent
 * back (decision 188); the caller's own organisation's for anyone else, another's being 404 like a missing one.
 */
export async function findVisibleJobRequest(db: Db, principal: Principal, id: string): Promise<JobRequestRow> {
  return isStaff(principal) ? findJobRequest(db, id) : findOwnJobRequest(db, principal, id);
}

/** Any organisation's request (the caller checked the staff role), or `clientId`'s only; 404 otherwise. */
export async function findJobRequest(db: Db, id: string, scope: { clientId?: number } = {}): Promise<JobRequestRow> {
  if (!UUID.test(id)) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  const [row] = await db
    .select()
    .from(jobRequests)
    .where(and(eq(jobRequests.id, id), scope.clientId === undefined ? undefined : eq(jobRequests.clientId, scope.clientId)))
    .limit(1);
  if (!row) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return row;
}

export async function getJobRequest(db: Db, principal: Principal, id: string): Promise<JobRequestView> {
  if (!UUID.test(id) || principal.clientId === null) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  const statement = prepared(db, 'job_request_view', (d, name) =>
    d
      .select(viewSelection)
      .from(jobRequests)
      .where(and(eq(jobRequests.id, sql.placeholder('id')), eq(jobRequests.clientId, sql.placeholder('clientId'))))
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ id, clientId: principal.clientId });
  if (rows.length === 0) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return (await toViews(db, rows))[0]!;
}

/** A company admin asking for it, or an API key (decision 133), lists the whole company (spec 3 §2.2); others 403. */
export function listsWholeCompany(principal: Principal, scope: ListQuery['scope']): boolean {
  if (principal.apiKey) return true;
  if (scope !== 'company') return false;
  if (!actsForWholeCompany(principal.roles)) throw forbidden("Only the company's admin sees every request of the company", 'NOT_COMPANY_ADMIN');
  return true;
}

/** create_time in microseconds as PostgreSQL keeps it (a Date would round and skip or repeat rows), and id. */
interface Cursor {
  t: string;
  i: string;
}

export function encodePageToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodePageToken(token: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof c.t === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(c.t) &&
      typeof c.i === 'string' &&
      UUID.test(c.i)
    ) {
      return { t: c.t, i: c.i };
    }
  } catch {
    // Falls through to the error below.
  }
  throw badRequest('Invalid page token', 'INVALID_PAGE_TOKEN');
}

const cursorTime = sql<string>`to_char(${jobRequests.createTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Keyset paging on job_requests_client_time_idx, never OFFSET, so page 10,000 costs what page 1 costs. */
export async function listJobRequests(
  db: Db,
  principal: Principal,
  query: ListQuery,
  opts: { allOrganisations?: boolean } = {},
): Promise<{ items: JobRequestView[]; nextPageToken?: string }> {
  if (principal.clientId === null && !opts.allOrganisations) return { items: [] };
  const ownOnly = !opts.allOrganisations && !listsWholeCompany(principal, query.scope);
  const pageSize = query.pageSize ?? JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE;
  const cursor = query.pageToken ? decodePageToken(query.pageToken) : undefined;
  const statuses = query.status ? [...new Set(query.status.split(','))] : undefined;
  // One statement per shape of filters (which of them are given), its values bound as parameters; a status filter
  // is written out, as its list varies in length.
  const shape = [opts.allOrganisations ? 'all' : 'org', ownOnly ? 'own' : '', query.origination ? 'orig' : '', cursor ? 'after' : ''].filter(Boolean).join('_');
  const build = (d: Db) => {
    const conditions: SQL[] = opts.allOrganisations ? [] : [eq(jobRequests.clientId, sql.placeholder('clientId'))];
    if (ownOnly) conditions.push(eq(jobRequests.ownerUserId, sql.placeholder('ownerUserId')));
    if (query.origination) conditions.push(eq(jobRequests.origination, sql.placeholder('origination')));
    if (statuses) conditions.push(inArray(jobRequests.status, statuses as JobRequestStatus[]));
    if (cursor) {
      // The first term bounds the index range scan; the second drops the rows of the same instant already shown.
      conditions.push(sql`${jobRequests.createTime} <= ${sql.placeholder('t')}::timestamptz`);
      conditions.push(sql`(${jobRequests.createTime} < ${sql.placeholder('t')}::timestamptz or ${jobRequests.id} > ${sql.placeholder('i')}::uuid)`);
    }
    return (
      d
        .select({ ...viewSelection, t: cursorTime })
        .from(jobRequests)
        .where(and(...conditions))
        // NULLS LAST as in the index: plain DESC means NULLS FIRST, which the index cannot serve (a full sort).
        .orderBy(sql`${jobRequests.createTime} desc nulls last`, asc(jobRequests.id))
        .limit(sql.placeholder('limit'))
    );
  };
  const values = { clientId: principal.clientId, ownerUserId: principal.userId, origination: query.origination, t: cursor?.t, i: cursor?.i, limit: pageSize + 1 };
  const rows = statuses
    ? await build(db).execute(values)
    : await prepared(db, `job_request_list_${shape}`, (d, name) => build(d).prepare(name)).execute(values);
  const page = rows.slice(0, pageSize);
  const items = await toViews(db, page);
  const last = page.at(-1);
  return rows.length > pageSize && last
    ? { items, nextPageToken: encodePageToken({ t: last.t, i: last.id }) }
    : { items };
}

const NON_EDITABLE = NON_EDITABLE_JOB_REQUEST_STATUSES as readonly JobRequestStatus[];

/** Spec 3 §2.2: the owner, the company's admin or the company's API key changes a request; a colleague gets 403. */
function assertMayChange(row: JobRequestRow, principal: Principal): void {
  if (row.ownerUserId === principal.userId || principal.apiKey || actsForWholeCompany(principal.roles)) return;
  throw forbidden("Only the person who made the request or the company's admin can change it", 'NOT_REQUEST_OWNER');
}

function assertEditable(row: JobRequestRow): void {
  // Spec 3 §4.4: Rename and Archive are disabled for ARCHIVED, CREATED and SUBMITTING_TO_XTRF.
  if (NON_EDITABLE.includes(row.status)) {
    throw conflict(`A request in status ${row.status} cannot be changed`, 'JOB_REQUEST_NOT_EDITABLE');
  }
}

export async function renameJobRequest(
  ctx: JobRequestsContext,
  principal: Principal,
  id: string,
  newName: string,
): Promise<void> {
  const name = newName.trim();
  if (!name) throw badRequest('newName is required', 'INVALID_PARAMETER');
  const row = await findOwnJobRequest(ctx.db, principal, id);
  assertMayChange(row, principal);
  assertEditable(row);
  const updated = await ctx.db
    .update(jobRequests)
    .set({ name, updatedAt: ctx.clock.now() })
    .where(and(eq(jobRequests.id, row.id), notInArray(jobRequests.status, [...NON_EDITABLE])))
    .returning({ id: jobRequests.id });
  if (updated.length === 0)
    throw conflict('The request changed status meanwhile', 'JOB_REQUEST_NOT_EDITABLE');
}

const ARCHIVABLE_FROM: readonly JobRequestStatus[] = (
  [
    'ANALYZING',
    'SCREENING',
    'REJECTED_BY_SCREENING',
    'READY_FOR_INTERNAL_REVIEW',
    'TRANSLATING',
    'SUBMITTED_TO_XTRF',
    'COMPLETED',
    'FAILED',
    'CANCELLING',
    'CANCELLED',
    'QUOTE_READY_FOR_CLIENT_REVIEW',
    'QUOTE_REJECTED',
    'QUOTE_ACCEPTED',
    'QUOTE_EXPIRED',
  ] as const
).filter((s) => !NON_EDITABLE.includes(s));

export async function archiveJobRequest(
  ctx: JobRequestsContext,
  principal: Principal,
  id: string,
): Promise<void> {
  const row = await findOwnJobRequest(ctx.db, principal, id);
  assertMayChange(row, principal);
  assertEditable(row);
  const moved = await transition(ctx.db, ctx.clock, row.id, ARCHIVABLE_FROM, 'ARCHIVED', {
    actor: principal.username,
  });
  if (!moved) throw conflict('The request changed status meanwhile', 'JOB_REQUEST_NOT_EDITABLE');
}

export async function fileDownloadUrl(
  ctx: { db: Db; objectStore: ObjectStore },
  principal: Principal,
  id: string,
  fileKey: string,
  inline: boolean,
): Promise<{ downloadUrl: string }> {
  const row = await findVisibleJobRequest(ctx.db, principal, id);
  const [file] = await ctx.db
    .select()
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, row.id), eq(jobRequestFiles.fileKey, fileKey)))
    .limit(1);
  if (!file) throw notFound('File not found', 'FILE_NOT_FOUND');
  if (file.category === 'TRANSLATED_DOCUMENT') await assertDeliveryReleased(ctx.db, principal, row, [file.languageId]);
  const downloadUrl = await ctx.objectStore.signedDownloadUrl(file.fileKey, {
    expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS,
    fileName: file.fileName,
    inline,
  });
  return { downloadUrl };
}
