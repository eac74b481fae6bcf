// The 13 statistics calls of the staff dashboards (spec 1 §7), as SQL aggregates over the provider's project
// records at request time, with the server's clock and the provider's time zone. Who may call them (staff with
// a dashboard role) is checked by the routes before any of this runs. Which call feeds which
// accordion and detail route is recorded in docs/decisions (dashboard model and call mapping).
import { and, asc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  type DashboardProjectRow,
  type DashboardSummaryRow,
  type QaRow,
  type QuoteRow,
  type StatisticsProjectType,
  type StatisticsQuoteType,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { providerJobs, providerProjects, providerQuotes, providerStaff, type DashboardVertical } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { endOfLocalDay, isoInZone } from './time.ts';

export interface StatisticsContext {
  db: Db;
  clock: Clock;
  config: { providerTimeZone: string };
}

const HOUR = 3_600_000;
/** Completed quotes stay on the front-of-house tables for a week. */
export const COMPLETED_QUOTES_WINDOW_MS = 7 * 24 * HOUR;
/** Detail tables list at most this many rows, earliest deadline first. */
export const DETAIL_ROW_LIMIT = 1000;

/** A person id of the path: an integer, or the literal null for "unassigned" (spec 1 §2). */
export type PersonId = number | null;
export function parsePersonId(value: string): PersonId {
  if (value === 'null') return null;
  const id = parseIntegerId(value);
  if (id === null) throw badRequest('id must be a person id or null', 'INVALID_PARAMETER');
  return id;
}

async function assertPerson(db: Db, id: PersonId): Promise<void> {
  if (id === null) return;
  const [row] = await db.select({ id: providerStaff.id }).from(providerStaff).where(eq(providerStaff.id, id)).limit(1);
  if (!row) throw notFound('Not found', 'PERSON_NOT_FOUND');
}

const personIs = (column: PgColumn, id: PersonId): SQL => (id === null ? isNull(column) : eq(column, id));

// Literal SQL, not parameters: the partial indexes' predicates match only these exact constants.
const openProject = sql`${providerProjects.status} not in ('COMPLETED', 'CANCELLED')`;
const num = (v: unknown): number => Number(v ?? 0);
const idText = (v: number | null): string => (v === null ? 'null' : String(v));
/** Unassigned last, then by name. */
const byName = <T>(name: (r: T) => string | null | undefined) => (a: T, b: T) => {
  const x = name(a);
  const y = name(b);
  if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
  return x.localeCompare(y);
};


const manager = alias(providerStaff, 'manager');
const coordinator = alias(providerStaff, 'coordinator');

const standardCount = sql<number>`count(*) filter (where ${providerProjects.rateType} = 'Standard')::int`;
const rushCount = sql<number>`count(*) filter (where ${providerProjects.rateType} = 'Rush')::int`;
const projectTotal = sql<string>`coalesce(sum(${providerProjects.totalAgreed}), 0)`;

async function projectsByManager(db: Db, where: SQL | undefined): Promise<DashboardSummaryRow[]> {
  const rows = await db
    .select({ id: providerProjects.projectManagerId, name: manager.name, standard: standardCount, rush: rushCount, totals: projectTotal, count: sql<number>`count(*)::int` })
    .from(providerProjects)
    .leftJoin(manager, eq(manager.id, providerProjects.projectManagerId))
    .where(and(openProject, where))
    .groupBy(providerProjects.projectManagerId, manager.name);
  return rows
    .map((r) => ({ projectManager: r.name, projectManagerId: idText(r.id), standard: num(r.standard), rush: num(r.rush), totals: num(r.totals), projectCount: num(r.count) }))
    .sort(byName((r) => r.projectManager));
}

async function projectsByCoordinator(db: Db, where: SQL | undefined): Promise<DashboardSummaryRow[]> {
  const rows = await db
    .select({ id: providerProjects.coordinatorId, name: coordinator.name, standard: standardCount, rush: rushCount, totals: projectTotal, count: sql<number>`count(*)::int` })
    .from(providerProjects)
    .leftJoin(coordinator, eq(coordinator.id, providerProjects.coordinatorId))
    .where(and(openProject, where))
    .groupBy(providerProjects.coordinatorId, coordinator.name);
  return rows
    .map((r) => ({ projectCoordinator: r.name, projectCoordinatorId: idText(r.id), standard: num(r.standard), rush: num(r.rush), totals: num(r.totals), projectCount: num(r.count) }))
    .sort(byName((r) => r.projectCoordinator));
}

function pastDueWhere(now: Date): SQL {
  return lt(providerProjects.deadline, now);
}
function dueTodayWhere(now: Date, timeZone: string): SQL {
  return and(gte(providerProjects.deadline, now), lt(providerProjects.deadline, endOfLocalDay(now, timeZone)))!;
}

/**
 * GET /statistics/projectStats/{projectType}: open projects per project manager — of a vertical, of its
 * turnaround (TAT) projects, or past due / due today across verticals. Past due and due today add one row per
 * front-of-house coordinator (projectCoordinator fields) after the managers' rows.
 */
export async function projectStats(ctx: StatisticsContext, type: StatisticsProjectType): Promise<DashboardSummaryRow[]> {
  const now = ctx.clock.now();
  if (type === 'pastDue' || type === 'dueToday') {
    const where = type === 'pastDue' ? pastDueWhere(now) : dueTodayWhere(now, ctx.config.providerTimeZone);
    const [managers, coordinators] = await Promise.all([projectsByManager(ctx.db, where), projectsByCoordinator(ctx.db, and(where, sql`${providerProjects.coordinatorId} is not null`))]);
    return [...managers, ...coordinators];
  }
  const tat = type.endsWith('Tat');
  const vertical = (tat ? type.slice(0, -3) : type) as DashboardVertical;
  return projectsByManager(ctx.db, and(eq(providerProjects.vertical, vertical), tat ? eq(providerProjects.turnaround, true) : undefined));
}

const quoteStandard = sql<number>`count(*) filter (where ${providerQuotes.rateType} = 'Standard')::int`;
const quoteRush = sql<number>`count(*) filter (where ${providerQuotes.rateType} = 'Rush')::int`;

async function quotesByCoordinator(db: Db, where: SQL | undefined, reviewStatus?: string): Promise<DashboardSummaryRow[]> {
  const rows = await db
    .select({
      id: providerQuotes.coordinatorId,
      name: coordinator.name,
      standard: quoteStandard,
      rush: quoteRush,
      totals: sql<string>`coalesce(sum(${providerQuotes.totalAgreed}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(providerQuotes)
    .leftJoin(coordinator, eq(coordinator.id, providerQuotes.coordinatorId))
    .where(where)
    .groupBy(providerQuotes.coordinatorId, coordinator.name);
  return rows
    .map((r) => ({
      projectCoordinator: r.name,
      projectCoordinatorId: idText(r.id),
      standard: num(r.standard),
      rush: num(r.rush),
      totals: num(r.totals),
      quotes: num(r.count),
      ...(reviewStatus ? { quoteReviewStatus: reviewStatus } : {}),
    }))
    .sort(byName((r) => r.projectCoordinator));
}

const currentQuote = sql`${providerQuotes.status} in ('CURRENT', 'PENDING_REVIEW')`;
const completedSince = (now: Date) => and(sql`${providerQuotes.status} = 'COMPLETED'`, gte(providerQuotes.completedAt, new Date(now.getTime() - COMPLETED_QUOTES_WINDOW_MS)));

/** GET /statistics/quoteStats/{quoteType}: current quotes of a vertical per coordinator (unassigned: id null). */
export async function quoteStats(ctx: StatisticsContext, type: StatisticsQuoteType): Promise<DashboardSummaryRow[]> {
  return quotesByCoordinator(ctx.db, and(currentQuote, eq(providerQuotes.vertical, type)));
}

export async function fohPendingReviewStats(ctx: StatisticsContext): Promise<DashboardSummaryRow[]> {
  return quotesByCoordinator(ctx.db, eq(providerQuotes.status, 'PENDING_REVIEW'), 'PENDING_REVIEW');
}

export async function fohCurrentProjectStats(ctx: StatisticsContext): Promise<DashboardSummaryRow[]> {
  return quotesByCoordinator(ctx.db, currentQuote);
}

export async function fohCompletedProjectStats(ctx: StatisticsContext): Promise<DashboardSummaryRow[]> {
  return quotesByCoordinator(ctx.db, completedSince(ctx.clock.now()), 'COMPLETED');
}

const openQaJob = sql`${providerJobs.kind} = 'QA' and ${providerJobs.status} <> 'CLOSED'`;

/** GET /statistics/qaStats: open QA jobs per QA specialist. */
export async function qaStats(ctx: StatisticsContext): Promise<DashboardSummaryRow[]> {
  const qa = alias(providerStaff, 'qa');
  const rows = await ctx.db
    .select({ id: providerJobs.assigneeId, name: qa.name, count: sql<number>`count(*)::int` })
    .from(providerJobs)
    .leftJoin(qa, eq(qa.id, providerJobs.assigneeId))
    .where(openQaJob)
    .groupBy(providerJobs.assigneeId, qa.name);
  return rows.map((r) => ({ qaSpecialist: r.name, contactPersonId: idText(r.id), assignedJobs: num(r.count) })).sort(byName((r) => r.qaSpecialist));
}


function projectRow(p: typeof providerProjects.$inferSelect, now: Date, timeZone: string): DashboardProjectRow {
  const overdueMs = now.getTime() - p.deadline.getTime();
  return {
    projectId: p.projectId,
    internalProjectId: p.internalProjectId,
    startDate: isoInZone(p.startDate, timeZone),
    projectDeadline: isoInZone(p.deadline, timeZone),
    projectName: p.name,
    client: p.client,
    languages: p.languages,
    totalAgreed: p.totalAgreed === null ? null : Number(p.totalAgreed),
    rateType: p.rateType,
    projectGroupName: p.groupName,
    projectGroupId: p.groupId,
    // Whole hours past the deadline; the browser words it.
    pastDue: overdueMs > 0 ? String(Math.floor(overdueMs / HOUR)) : null,
    status: p.status,
  };
}

async function projectRows(ctx: StatisticsContext, where: SQL | undefined): Promise<DashboardProjectRow[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db.select().from(providerProjects).where(and(openProject, where)).orderBy(asc(providerProjects.deadline), asc(providerProjects.id)).limit(DETAIL_ROW_LIMIT);
  return rows.map((p) => projectRow(p, now, ctx.config.providerTimeZone));
}

/** GET /statistics/projectManagerStats/{id}: the manager's open projects (null: without a manager). */
export async function projectManagerStats(ctx: StatisticsContext, rawId: string): Promise<DashboardProjectRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  return projectRows(ctx, personIs(providerProjects.projectManagerId, id));
}

/** The person's projects as manager or as coordinator (one id space); null: without a manager. */
const responsibleFor = (id: PersonId): SQL =>
  id === null ? isNull(providerProjects.projectManagerId) : or(eq(providerProjects.projectManagerId, id), eq(providerProjects.coordinatorId, id))!;

export async function statsPastDue(ctx: StatisticsContext, rawId: string): Promise<DashboardProjectRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  return projectRows(ctx, and(responsibleFor(id), pastDueWhere(ctx.clock.now())));
}

export async function statsDueToday(ctx: StatisticsContext, rawId: string): Promise<DashboardProjectRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  return projectRows(ctx, and(responsibleFor(id), dueTodayWhere(ctx.clock.now(), ctx.config.providerTimeZone)));
}

/** GET /statistics/qaSpecialistStats/{id}: the specialist's open QA jobs (null: unassigned). */
export async function qaSpecialistStats(ctx: StatisticsContext, rawId: string): Promise<QaRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  const tz = ctx.config.providerTimeZone;
  const rows = await ctx.db
    .select({ job: providerJobs, project: providerProjects, manager: manager.name })
    .from(providerJobs)
    .innerJoin(providerProjects, eq(providerProjects.id, providerJobs.projectId))
    .leftJoin(manager, eq(manager.id, providerProjects.projectManagerId))
    .where(and(openQaJob, personIs(providerJobs.assigneeId, id)))
    .orderBy(asc(providerProjects.deadline), asc(providerJobs.id))
    .limit(DETAIL_ROW_LIMIT);
  return rows.map(({ job, project, manager: pm }) => ({
    projectNumber: project.projectId,
    assignedTo: job.assignedTo,
    jobAssignmentId: String(job.id),
    projectJobId: String(job.projectJobId),
    jobStartDate: isoInZone(job.startDate, tz),
    projectManager: pm,
    projectDeadline: isoInZone(project.deadline, tz),
    jobStatus: job.status,
    qaType: job.qaType,
    languages: project.languages,
    client: project.client,
    projectGroupName: project.groupName,
    projectGroupId: project.groupId,
    internalProjectId: project.internalProjectId,
  }));
}

async function quoteRows(ctx: StatisticsContext, where: SQL | undefined): Promise<QuoteRow[]> {
  const tz = ctx.config.providerTimeZone;
  const rows = await ctx.db.select().from(providerQuotes).where(where).orderBy(asc(providerQuotes.startDate), asc(providerQuotes.id)).limit(DETAIL_ROW_LIMIT);
  return rows.map((q) => ({
    quoteId: q.quoteId,
    startDate: isoInZone(q.startDate, tz),
    internalProjectId: q.internalQuoteId,
    projectName: q.name,
    projectDeadline: isoInZone(q.deadline, tz),
    client: q.client,
    languages: q.languages,
    totalAgreed: q.totalAgreed === null ? null : Number(q.totalAgreed),
    rateType: q.rateType,
    status: q.status,
  }));
}

const quoteCoordinatorIs = (id: PersonId) => personIs(providerQuotes.coordinatorId, id);

export async function coordinatorCurrentStats(ctx: StatisticsContext, rawId: string): Promise<QuoteRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  return quoteRows(ctx, and(currentQuote, quoteCoordinatorIs(id)));
}

export async function coordinatorCurrentUnassignedStats(ctx: StatisticsContext): Promise<QuoteRow[]> {
  return quoteRows(ctx, and(currentQuote, quoteCoordinatorIs(null)));
}

export async function coordinatorCompletedStats(ctx: StatisticsContext, rawId: string): Promise<QuoteRow[]> {
  const id = parsePersonId(rawId);
  await assertPerson(ctx.db, id);
  return quoteRows(ctx, and(completedSince(ctx.clock.now()), quoteCoordinatorIs(id)));
}
