// Client work reaching the provider through the portal opens a record in the provider's project records, so
// staff see it on the dashboards (spec 1 §2, §7). Called inside the transaction that records the request's
// status (the status-history write), so a request and its record appear together or not at all:
//   - a translation request submitted (created by a client) → a project, not yet assigned to a manager;
//   - a quote request submitted, or an escalation sent SUBMITTED_TO_XTRF → a current quote, unassigned;
//   - the analysis sends it for internal review → the quote is pending review; it priced the quote and sent it
//     to the client → the quote is completed at that price;
//   - an automatic quote ACCEPTED → a project opened at the quote's price;
//   - a quote that staff reviewed sent on (SUBMITTED_TO_XTRF after internal review) → the quote is completed;
//   - the request COMPLETED or CANCELLED → its project is closed the same way (it leaves the open-work lists).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  autoQuotes,
  clientConfigs,
  jobRequests,
  languages,
  providerClientVerticals,
  providerProjects,
  providerQuotes,
  type DashboardVertical,
  type JobRequestStatus,
} from '../../db/schema/index.ts';

const HOUR = 3_600_000;
/** Turnaround promised before a manager plans the project: rush work in a day, standard in three. */
export const INTAKE_TURNAROUND_HOURS = { Rush: 24, Standard: 72 } as const;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** "English > Spanish, French", from the language names (ids when a name is unknown). */
export async function languagePairText(db: Tx, source: string | null, targets: readonly string[]): Promise<string> {
  const ids = [source ?? '', ...targets].filter(Boolean);
  const rows = ids.length ? await db.select({ id: languages.id, name: languages.name }).from(languages).where(inArray(languages.id, ids)) : [];
  const name = (id: string) => rows.find((r) => r.id === id)?.name ?? id;
  return `${source ? name(source) : '?'} > ${targets.map(name).join(', ')}`;
}

async function nextNumber(db: Tx): Promise<number> {
  const result = (await db.execute(sql`select nextval('xtrf_project_number_seq')::int as n`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

/**
 * Records what the status change means for the provider's records. Only client work counts (a request without
 * an organisation, e.g. an unmatched visitor, waits for intake staff to place it); a repeated call is a no-op.
 */
// The only statuses that open or advance a provider record. Every job-request transition calls this (MT jobs
// among them, several times each), so the others return before any query.
const INTAKE_STATUSES: ReadonlySet<JobRequestStatus> = new Set<JobRequestStatus>([
  'CREATED',
  'SUBMITTED_TO_XTRF',
  'QUOTE_ACCEPTED',
  'READY_FOR_INTERNAL_REVIEW',
  'QUOTE_READY_FOR_CLIENT_REVIEW',
  'COMPLETED',
  'CANCELLED',
]);

export async function recordProviderIntake(db: Tx, jobRequestId: string, toStatus: JobRequestStatus, at: Date): Promise<void> {
  if (!INTAKE_STATUSES.has(toStatus)) return;
  if (toStatus === 'COMPLETED' || toStatus === 'CANCELLED') {
    await db
      .update(providerProjects)
      .set({ status: toStatus })
      .where(and(eq(providerProjects.jobRequestId, jobRequestId), notInArray(providerProjects.status, ['COMPLETED', 'CANCELLED'])));
    return;
  }
  const r = await intakeRequest(db, jobRequestId);
  if (!r) return;
  if (toStatus === 'READY_FOR_INTERNAL_REVIEW' || toStatus === 'QUOTE_READY_FOR_CLIENT_REVIEW') {
    const price = await quotedPrice(db, r.id);
    const set = toStatus === 'READY_FOR_INTERNAL_REVIEW' ? { status: 'PENDING_REVIEW' as const } : { status: 'COMPLETED' as const, completedAt: at, totalAgreed: price };
    await db.update(providerQuotes).set(set).where(eq(providerQuotes.jobRequestId, r.id));
    return;
  }
  // Machine-translation requests never reach the provider's staff unless escalated (a new quote request).
  if (r.origination === 'MT' || r.origination === 'MEDIAAI') return;
  const opensProject = (toStatus === 'CREATED' && r.requestType === 'TRANSLATION_REQUEST') || toStatus === 'QUOTE_ACCEPTED';
  const opensQuote = (toStatus === 'CREATED' || toStatus === 'SUBMITTED_TO_XTRF') && r.requestType === 'QUOTE_REQUEST';
  if (!opensProject && !opensQuote) return;

  const rush = r.customFields.some((f) => (f.mapping === 'rush' || f.fieldName.toLowerCase() === 'rush') && f.value === 'true');
  const rateType = rush ? 'Rush' : 'Standard';
  const languagesText = await languagePairText(db, r.sourceLanguageId, r.targetLanguageIds);
  const common = { vertical: r.vertical ?? 'comprehension', name: r.name, client: r.client, languages: languagesText, rateType, startDate: at, jobRequestId: r.id } as const;
  if (opensQuote) await openQuote(db, common, toStatus, at);
  else await openProject(db, common, toStatus, at);
}

/** The request as the provider's records describe it: its client's name and vertical beside it. */
async function intakeRequest(db: Tx, jobRequestId: string) {
  const [r] = await db
    .select({
      id: jobRequests.id,
      name: jobRequests.name,
      requestType: jobRequests.requestType,
      origination: jobRequests.origination,
      sourceLanguageId: jobRequests.sourceLanguageId,
      targetLanguageIds: jobRequests.targetLanguageIds,
      customFields: jobRequests.customFields,
      client: clientConfigs.companyName,
      vertical: providerClientVerticals.vertical,
    })
    .from(jobRequests)
    .innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .leftJoin(providerClientVerticals, eq(providerClientVerticals.clientId, jobRequests.clientId))
    .where(eq(jobRequests.id, jobRequestId))
    .limit(1);
  return r;
}

async function quotedPrice(db: Tx, jobRequestId: string): Promise<string | null> {
  const [quote] = await db.select({ price: autoQuotes.price }).from(autoQuotes).where(eq(autoQuotes.jobRequestId, jobRequestId)).limit(1);
  return quote?.price ?? null;
}

type IntakeCommon = {
  vertical: DashboardVertical;
  name: string;
  client: string;
  languages: string;
  rateType: 'Rush' | 'Standard';
  startDate: Date;
  jobRequestId: string;
};

/** A quote request opens a current quote once; sent on to the project system, a quote under review completes. */
async function openQuote(db: Tx, common: IntakeCommon, toStatus: JobRequestStatus, at: Date): Promise<void> {
  const [existing] = await db.select({ id: providerQuotes.id, status: providerQuotes.status }).from(providerQuotes).where(eq(providerQuotes.jobRequestId, common.jobRequestId)).limit(1);
  if (existing) {
    if (toStatus === 'SUBMITTED_TO_XTRF' && existing.status === 'PENDING_REVIEW') {
      await db.update(providerQuotes).set({ status: 'COMPLETED', completedAt: at }).where(eq(providerQuotes.id, existing.id));
    }
    return;
  }
  const n = await nextNumber(db);
  await db.insert(providerQuotes).values({ ...common, quoteId: `Q-${at.getUTCFullYear()}-${n}`, internalQuoteId: n, status: 'CURRENT', coordinatorId: null });
}

/** A translation request, or an accepted quote (at its quoted price), opens a project once. */
async function openProject(db: Tx, common: IntakeCommon, toStatus: JobRequestStatus, at: Date): Promise<void> {
  const [existing] = await db.select({ id: providerProjects.id }).from(providerProjects).where(eq(providerProjects.jobRequestId, common.jobRequestId)).limit(1);
  if (existing) return;
  const totalAgreed = toStatus === 'QUOTE_ACCEPTED' ? await quotedPrice(db, common.jobRequestId) : null;
  const n = await nextNumber(db);
  await db.insert(providerProjects).values({
    ...common,
    projectId: `P-${at.getUTCFullYear()}-${n}`,
    internalProjectId: n,
    totalAgreed,
    deadline: new Date(at.getTime() + INTAKE_TURNAROUND_HOURS[common.rateType] * HOUR),
    status: 'REQUESTED',
    projectManagerId: null,
    coordinatorId: null,
  });
}
