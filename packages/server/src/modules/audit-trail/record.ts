// The company's audit trail is written from the security log's own calls (decision 182): every event the log
// records in a request and whose kind the trail holds becomes one row of the company it concerns. The write
// follows the answer, never delays or fails it; a write that fails is logged as an error.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AUDIT_EVENT_KINDS, type AuditChannel } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { auditEvents, jobRequestFiles, jobRequests, userAccounts } from '../../db/schema/index.ts';
import { securityEvents, type SecurityEvent, type SecurityEventRecord } from '../../instrumentation/security-events.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';

const KINDS = new Set<string>(AUDIT_EVENT_KINDS);
const USER_AGENT_MAX = 500;
const pending = new Set<Promise<void>>();

/** Tests wait for the rows of the events their requests caused. */
export async function auditWritesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** api-key: the call was made with a company's key; element: from another origin that embeds the portal's elements. */
export function channelOf(request: FastifyRequest, actor: string | null, publicUrl: string): AuditChannel {
  if (request.principal?.apiKey || actor?.startsWith('api-key:')) return 'api-key';
  // A form posted after a redirect from elsewhere (the sign-in page) says Origin: null — that is still the portal.
  const origin = request.headers.origin;
  return origin && origin !== 'null' && origin !== new URL(publicUrl).origin ? 'element' : 'portal';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const wholeId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' ? parseIntegerId(value) : null);

async function companyOfUser(db: Db, username: string): Promise<number | null> {
  const [row] = await db.select({ clientId: userAccounts.clientId }).from(userAccounts).where(eq(userAccounts.username, username)).limit(1);
  return row?.clientId ?? null;
}

interface Subject {
  clientId: number | null;
  /** A download's request and file, by the names people gave them. */
  requestName?: string;
  fileName?: string;
}

async function fileOf(db: Db, jobRequestId: string, fileKey: string | null): Promise<string | undefined> {
  if (!fileKey) return undefined;
  const [row] = await db.select({ fileName: jobRequestFiles.fileName }).from(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, jobRequestId), eq(jobRequestFiles.fileKey, fileKey))).limit(1);
  return row?.fileName;
}

/**
 * The company an event concerns: the one it names, the job request's, the caller's (under impersonation the user
 * acted as), else the company of the user it was about or of the one who acted (a sign-in has no caller yet).
 */
async function subjectOf(db: Db, record: SecurityEventRecord): Promise<Subject> {
  const d = record.details;
  const named = wholeId(d['clientId']);
  if (named !== null) return { clientId: named };
  const jobRequestId = text(d['jobRequestId']);
  if (jobRequestId) {
    const [row] = await db.select({ clientId: jobRequests.clientId, name: jobRequests.name }).from(jobRequests).where(eq(jobRequests.id, jobRequestId)).limit(1);
    return { clientId: row?.clientId ?? null, requestName: row?.name, fileName: await fileOf(db, jobRequestId, text(d['fileKey'])) };
  }
  const principal = record.request?.principal;
  if (principal && principal.clientId !== null && !isStaff(principal)) return { clientId: principal.clientId };
  for (const name of [text(d['onBehalfOf']), text(d['target']), record.actor]) {
    const clientId = name ? await companyOfUser(db, name) : null;
    if (clientId !== null) return { clientId };
  }
  return { clientId: null };
}

/** What the event was about, as a reader of the trail knows it. */
function targetOf(event: SecurityEvent, d: Record<string, unknown>, subject: Subject): string | null {
  if (event === 'file.download') return `${subject.requestName ?? text(d['jobRequestId'])}: ${d['zip'] ? 'all files (zip)' : (subject.fileName ?? text(d['fileKey']))}`;
  if (event.startsWith('api-key.')) return text(d['prefix']);
  if (event.startsWith('webhook.')) return text(d['url']);
  if (event.startsWith('glossary.')) return text(d['glossaryId']);
  if (event === 'settings.widget-origins' && Array.isArray(d['widgetOrigins'])) return d['widgetOrigins'].join(' ');
  return text(d['target']);
}

async function write(app: FastifyInstance, event: SecurityEvent, record: SecurityEventRecord, request: FastifyRequest): Promise<void> {
  const { db, config } = app.ctx;
  const subject = await subjectOf(db, record);
  if (subject.clientId === null) return;
  const { clientId: _clientId, onBehalfOf, ...details } = record.details;
  const userAgent = request.headers['user-agent'];
  await db.insert(auditEvents).values({
    clientId: subject.clientId,
    actor: record.actor,
    onBehalfOf: text(onBehalfOf),
    event,
    target: targetOf(event, record.details, subject),
    details,
    ip: request.ip,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    channel: channelOf(request, record.actor, config.publicUrl),
    at: app.ctx.clock.now(),
  });
}

/** Listens to the security log for this app's requests only (tests run several apps in one process). */
export function recordAuditEvents(app: FastifyInstance): void {
  const listener = (event: SecurityEvent, record: SecurityEventRecord) => {
    const request = record.request;
    if (!KINDS.has(event) || !request || request.server.ctx !== app.ctx) return;
    const done = write(app, event, record, request)
      .catch((error: unknown) => request.log.error({ err: error, event }, 'audit trail: event not written'))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  securityEvents.on('event', listener);
  app.addHook('onClose', async () => {
    securityEvents.off('event', listener);
    await auditWritesSettled();
  });
}
