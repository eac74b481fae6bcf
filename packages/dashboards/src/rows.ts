// Sums and selections over the statistics rows that the overview's tables and key figures share.
import type { DashboardSummaryRow } from '@lingua/contract';

export const sum = (rows: readonly DashboardSummaryRow[] | undefined, field: 'projectCount' | 'quotes' | 'assignedJobs'): number =>
  (rows ?? []).reduce((n, r) => n + (r[field] ?? 0), 0);

export const managerRows = (rows: readonly DashboardSummaryRow[] | undefined) => (rows ?? []).filter((r) => r.projectManagerId != null);
export const coordinatorRows = (rows: readonly DashboardSummaryRow[] | undefined) => (rows ?? []).filter((r) => r.projectCoordinatorId != null);
