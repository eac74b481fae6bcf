// The provider's project records behind the staff dashboards (spec 1 §2 "Dashboard page", §3 row fields, §7
// statistics): the people who run the work, projects with their vendor and QA jobs, and quotes. The statistics
// calls aggregate these tables at request time; nothing is precomputed. A client request submitted in the portal
// opens a record here (modules/statistics/intake.ts); the demo seed adds weeks of history.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import type { DashboardVertical, RateType } from '@lingua/contract';

export type { DashboardVertical };
export type ProviderStaffRole = 'PROJECT_MANAGER' | 'COORDINATOR' | 'QA_SPECIALIST';
/** Open projects count on the dashboards; COMPLETED and CANCELLED ones are history. */
export type ProviderProjectStatus = 'REQUESTED' | 'OPENED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';
/** CURRENT: being prepared by front of house; PENDING_REVIEW: sent for internal review; COMPLETED: sent to the client. */
export type ProviderQuoteStatus = 'CURRENT' | 'PENDING_REVIEW' | 'COMPLETED';
export type ProviderJobKind = 'VENDOR' | 'QA';
export type ProviderJobStatus = 'OPEN' | 'ACCEPTED' | 'STARTED' | 'READY' | 'CLOSED';

/** Project managers (and supervisors), front-of-house coordinators and QA specialists; one id space. */
export const providerStaff = pgTable('provider_staff', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').$type<ProviderStaffRole>().notNull(),
});

/** Which vertical a client's work belongs to; a client without a row is comprehension and compliance. */
export const providerClientVerticals = pgTable('provider_client_verticals', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clientConfigs.id, { onDelete: 'cascade' }),
  vertical: text('vertical').$type<DashboardVertical>().notNull(),
});

export const providerProjects = pgTable(
  'provider_projects',
  {
    id: serial('id').primaryKey(),
    /** The project number shown and linked to (spec 1 §3 projectId), e.g. P-2026-50012. */
    projectId: text('project_id').notNull().unique(),
    internalProjectId: integer('internal_project_id').notNull(),
    vertical: text('vertical').$type<DashboardVertical>().notNull(),
    /** A turnaround (TAT) project: counted in its vertical's turnaround table as well (spec 1 §7 project types). */
    turnaround: boolean('turnaround').notNull().default(false),
    name: text('name').notNull(),
    client: text('client').notNull(),
    /** "English > Spanish, French". */
    languages: text('languages').notNull(),
    totalAgreed: numeric('total_agreed', { precision: 14, scale: 2 }),
    rateType: text('rate_type').$type<RateType>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status').$type<ProviderProjectStatus>().notNull(),
    groupName: text('group_name'),
    groupId: text('group_id'),
    projectManagerId: integer('project_manager_id').references(() => providerStaff.id),
    coordinatorId: integer('coordinator_id').references(() => providerStaff.id),
    /** The portal request this project came from, if any. */
    jobRequestId: uuid('job_request_id'),
  },
  (t) => [
    // Only open projects are aggregated; partial indexes keep the statistics fast over years of history.
    index('provider_projects_open_vertical_idx').on(t.vertical, t.projectManagerId).where(sql`status not in ('COMPLETED', 'CANCELLED')`),
    index('provider_projects_open_deadline_idx').on(t.deadline).where(sql`status not in ('COMPLETED', 'CANCELLED')`),
    index('provider_projects_open_manager_idx').on(t.projectManagerId, t.deadline).where(sql`status not in ('COMPLETED', 'CANCELLED')`),
    index('provider_projects_open_coordinator_idx').on(t.coordinatorId, t.deadline).where(sql`status not in ('COMPLETED', 'CANCELLED')`),
    index('provider_projects_job_request_idx').on(t.jobRequestId),
  ],
);

/** Vendor and QA jobs of a project (spec 1 §3 "QA row"). */
export const providerJobs = pgTable(
  'provider_jobs',
  {
    /** jobAssignmentId. */
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => providerProjects.id, { onDelete: 'cascade' }),
    /** projectJobId: the job's number within the project-management system. */
    projectJobId: integer('project_job_id').notNull(),
    kind: text('kind').$type<ProviderJobKind>().notNull(),
    /** The vendor (linguist) or QA specialist; null while unassigned. */
    assigneeId: integer('assignee_id').references(() => providerStaff.id),
    assignedTo: text('assigned_to'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    status: text('status').$type<ProviderJobStatus>().notNull(),
    qaType: text('qa_type'),
  },
  (t) => [index('provider_jobs_open_qa_idx').on(t.assigneeId).where(sql`kind = 'QA' and status <> 'CLOSED'`), index('provider_jobs_project_idx').on(t.projectId)],
);

export const providerQuotes = pgTable(
  'provider_quotes',
  {
    id: serial('id').primaryKey(),
    /** The quote number shown and linked to (spec 1 §3 quoteId), e.g. Q-2026-50013. */
    quoteId: text('quote_id').notNull().unique(),
    internalQuoteId: integer('internal_quote_id').notNull(),
    vertical: text('vertical').$type<DashboardVertical>().notNull(),
    name: text('name').notNull(),
    client: text('client').notNull(),
    languages: text('languages').notNull(),
    totalAgreed: numeric('total_agreed', { precision: 14, scale: 2 }),
    rateType: text('rate_type').$type<RateType>().notNull(),
    /** When the request reached the provider; a completed quote 24 hours or more old is highlighted. */
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    status: text('status').$type<ProviderQuoteStatus>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    coordinatorId: integer('coordinator_id').references(() => providerStaff.id),
    jobRequestId: uuid('job_request_id'),
  },
  (t) => [
    index('provider_quotes_status_idx').on(t.status, t.vertical, t.coordinatorId),
    index('provider_quotes_coordinator_idx').on(t.coordinatorId, t.status),
    index('provider_quotes_completed_idx').on(t.completedAt).where(sql`status = 'COMPLETED'`),
    index('provider_quotes_job_request_idx').on(t.jobRequestId),
  ],
);
