// Facts behind the staff dashboards (spec 1 §2 "Dashboard page", §3 row fields): one row per project,
// quote or QA job, as synchronised from the provider's project-management system. The statistics calls
// group these rows by vertical, manager, coordinator or QA specialist.
import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type DashboardVertical = 'comprehension' | 'healthcare' | 'insurance' | 'technical' | 'government' | 'taiwan';
export type DashboardFactKind = 'PROJECT' | 'QUOTE' | 'QA';

export const dashboardFacts = pgTable(
  'dashboard_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DashboardFactKind>().notNull(),
    vertical: text('vertical').$type<DashboardVertical>().notNull(),
    /** Front-of-house phase: CURRENT, COMPLETED or PENDING_REVIEW. */
    phase: text('phase').notNull().default('CURRENT'),
    // Project row (spec 1 §3)
    projectId: text('project_id'),
    internalProjectId: integer('internal_project_id'),
    projectStartDate: timestamp('project_start_date', { withTimezone: true }),
    projectDeadline: timestamp('project_deadline', { withTimezone: true }),
    projectName: text('project_name'),
    client: text('client'),
    languages: text('languages'),
    totalAgreed: numeric('total_agreed', { precision: 14, scale: 2 }),
    rateType: text('rate_type').$type<'Rush' | 'Standard'>(),
    projectGroupName: text('project_group_name'),
    projectGroupId: text('project_group_id'),
    status: text('status'),
    /** A turnaround (TAT) project: listed in the turnaround tables besides its vertical (spec 1 §7 project types). */
    turnaround: boolean('turnaround').notNull().default(false),
    projectManager: text('project_manager'),
    projectManagerId: integer('project_manager_id'),
    projectCoordinator: text('project_coordinator'),
    projectCoordinatorId: integer('project_coordinator_id'),
    // QA row
    projectNumber: text('project_number'),
    assignedTo: text('assigned_to'),
    qaSpecialist: text('qa_specialist'),
    contactPersonId: integer('contact_person_id'),
    jobAssignmentId: integer('job_assignment_id'),
    projectJobId: integer('project_job_id'),
    jobStartDate: timestamp('job_start_date', { withTimezone: true }),
    jobStatus: text('job_status'),
    qaType: text('qa_type'),
    // Quote row
    quoteId: text('quote_id'),
    quoteReviewStatus: text('quote_review_status'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_facts_kind_vertical_idx').on(t.kind, t.vertical, t.phase),
    index('dashboard_facts_manager_idx').on(t.projectManagerId),
    index('dashboard_facts_coordinator_idx').on(t.projectCoordinatorId),
    index('dashboard_facts_qa_idx').on(t.contactPersonId),
    index('dashboard_facts_deadline_idx').on(t.projectDeadline),
  ],
);
