// Staff dashboard statistics (spec 1 §2, §3 and §7). The spec names the row fields but not which call returns
// which row; the pairing below follows the dashboard pages of spec 1 §2.
import Type, { type Static } from 'typebox';
import { StatisticsProjectType, StatisticsQuoteType } from '../enums.ts';
import { Nullable } from './common.ts';

const OptionalText = Type.Optional(Nullable(Type.String()));
const OptionalNumber = Type.Optional(Nullable(Type.Number()));

export const ProjectTypeParams = Type.Object({ projectType: StatisticsProjectType });
export type ProjectTypeParams = Static<typeof ProjectTypeParams>;
export const QuoteTypeParams = Type.Object({ quoteType: StatisticsQuoteType });
export type QuoteTypeParams = Static<typeof QuoteTypeParams>;
// Spec 1 §2: the coordinator pages accept the literal id null to mean unassigned.
export const StatisticsIdParams = Type.Object({ id: Type.String({ minLength: 1 }) });
export type StatisticsIdParams = Static<typeof StatisticsIdParams>;

// Spec 1 §3 "Dashboard project row"; the deadline is shown as its first 10 characters.
export const DashboardProjectRow = Type.Object({
  projectId: Type.String(),
  internalProjectId: Type.Optional(Nullable(Type.Integer())),
  startDate: OptionalText,
  projectDeadline: OptionalText,
  projectName: OptionalText,
  client: OptionalText,
  languages: OptionalText,
  totalAgreed: OptionalNumber,
  rateType: OptionalText,
  projectGroupName: OptionalText,
  projectGroupId: OptionalText,
  pastDue: OptionalText,
  status: OptionalText,
});
export type DashboardProjectRow = Static<typeof DashboardProjectRow>;
export const DashboardProjectRowList = Type.Array(DashboardProjectRow);

// Spec 1 §3 "QA row" (the QA table also shows languages, client and group, spec 1 §2).
export const QaRow = Type.Object({
  projectNumber: Type.String(),
  assignedTo: OptionalText,
  jobAssignmentId: OptionalText,
  projectJobId: OptionalText,
  jobStartDate: OptionalText,
  projectManager: OptionalText,
  projectDeadline: OptionalText,
  jobStatus: OptionalText,
  qaType: OptionalText,
  languages: OptionalText,
  client: OptionalText,
  projectGroupName: OptionalText,
  projectGroupId: OptionalText,
  internalProjectId: Type.Optional(Nullable(Type.Integer())),
});
export type QaRow = Static<typeof QaRow>;
export const QaRowList = Type.Array(QaRow);

// Spec 1 §3 "Quote row: quoteId, startDate"; the other columns are those of the default table (spec 1 §2).
export const QuoteRow = Type.Object({
  quoteId: Type.String(),
  startDate: OptionalText,
  internalProjectId: Type.Optional(Nullable(Type.Integer())),
  projectName: OptionalText,
  projectDeadline: OptionalText,
  client: OptionalText,
  languages: OptionalText,
  totalAgreed: OptionalNumber,
  rateType: OptionalText,
  status: OptionalText,
});
export type QuoteRow = Static<typeof QuoteRow>;
export const QuoteRowList = Type.Array(QuoteRow);

// Spec 1 §3 "Dashboard summary rows": one shape for the manager, QA, coordinator and front-of-house
// summaries; each call fills the fields of its table.
export const DashboardSummaryRow = Type.Object({
  projectManager: OptionalText,
  projectManagerId: OptionalText,
  standard: OptionalNumber,
  rush: OptionalNumber,
  totals: OptionalNumber,
  projectCount: OptionalNumber,
  qaSpecialist: OptionalText,
  contactPersonId: OptionalText,
  assignedJobs: OptionalNumber,
  projectCoordinator: OptionalText,
  projectCoordinatorId: OptionalText,
  quotes: OptionalNumber,
  quoteReviewStatus: OptionalText,
});
export type DashboardSummaryRow = Static<typeof DashboardSummaryRow>;
export const DashboardSummaryRowList = Type.Array(DashboardSummaryRow);
