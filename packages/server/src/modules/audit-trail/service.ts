// Reading a company's audit trail (decision 182): its client admins read their own company's, staff any company's;
// nobody else, and no call changes a row. Pages newest first; the CSV export holds the same filters' rows.
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_EXPORT_MAX_ROWS, type AuditCompanyList, type AuditEvent, type AuditEventPage, type AuditEventsQuery, type AuditExportFile, type AuditExportQuery } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { auditEvents, clientConfigs, type AuditEventRow } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';
import { isClientAdmin } from '../api-keys/index.ts';

export const AUDIT_MESSAGES = {
  notAllowed: "Only a client admin of the company reads its audit trail",
  clientNotFound: 'Company not found',
  tooMany: `The export holds at most ${AUDIT_EXPORT_MAX_ROWS} events: choose a shorter date range`,
  badRange: 'The start of the date range must come before its end',
} as const;
const DEFAULT_PAGE_SIZE = 25;
const CSV_COLUMNS = ['Time (UTC)', 'Event', 'Person', 'On behalf of', 'About', 'Channel', 'IP address', 'Browser'] as const;

/** The company of the path when the caller may read its trail: 403 for any other client user, 404 for staff naming none. */
export async function trailCompany(db: Db, principal: Principal, clientIdParam: string): Promise<number> {
  const clientId = parseIntegerId(clientIdParam);
  if (!isStaff(principal) || principal.apiKey) {
    if (!isClientAdmin(principal) || principal.clientId !== clientId) throw forbidden(AUDIT_MESSAGES.notAllowed);
    return principal.clientId;
  }
  if (clientId === null) throw notFound(AUDIT_MESSAGES.clientNotFound);
  const [row] = await db.select({ id: clientConfigs.id }).from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!row) throw notFound(AUDIT_MESSAGES.clientNotFound);
  return clientId;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(clientId: number, query: AuditExportQuery): SQL | undefined {
  if (query.from && query.to && new Date(query.from) >= new Date(query.to)) throw badRequest(AUDIT_MESSAGES.badRange, 'INVALID_PARAMETER');
  const person = query.person?.trim();
  return and(
    eq(auditEvents.clientId, clientId),
    query.event ? eq(auditEvents.event, query.event) : undefined,
    person ? or(ilike(auditEvents.actor, likePattern(person)), ilike(auditEvents.onBehalfOf, likePattern(person))) : undefined,
    query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
    query.to ? lt(auditEvents.at, new Date(query.to)) : undefined,
  );
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    event: row.event,
    actor: row.actor,
    onBehalfOf: row.onBehalfOf,
    target: row.target,
    ip: row.ip,
    userAgent: row.userAgent,
    channel: row.channel,
  };
}

/** Staff only: every company, by name, to choose whose trail to read. */
export async function listAuditCompanies(db: Db, principal: Principal): Promise<AuditCompanyList> {
  if (!isStaff(principal) || principal.apiKey) throw forbidden(AUDIT_MESSAGES.notAllowed);
  const rows = await db.select({ id: clientConfigs.id, name: clientConfigs.companyName }).from(clientConfigs).orderBy(asc(clientConfigs.companyName));
  return rows.map((r) => ({ clientId: String(r.id), companyName: r.name }));
}

export async function listAuditEvents(db: Db, principal: Principal, clientIdParam: string, query: AuditEventsQuery): Promise<AuditEventPage> {
  const where = filtersOf(await trailCompany(db, principal, clientIdParam), query);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { items: rows.map(toAuditEvent), totalItems: Number(total?.n ?? 0) };
}

/** A cell as a spreadsheet reads it: quoted when needed, and never a formula (a user agent is the caller's to write). */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportAuditEvents(db: Db, principal: Principal, clientIdParam: string, query: AuditExportQuery): Promise<AuditExportFile> {
  const clientId = await trailCompany(db, principal, clientIdParam);
  const where = filtersOf(clientId, query);
  const rows = await db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(AUDIT_EXPORT_MAX_ROWS + 1);
  if (rows.length > AUDIT_EXPORT_MAX_ROWS) throw badRequest(AUDIT_MESSAGES.tooMany, 'TOO_MANY_ROWS');
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) lines.push([r.at.toISOString(), r.event, r.actor, r.onBehalfOf, r.target, r.channel, r.ip, r.userAgent].map(csvCell).join(','));
  return { fileName: `audit-trail-${clientId}.csv`, mediaType: 'text/csv', content: `${lines.join('\r\n')}\r\n` };
}
