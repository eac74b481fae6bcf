// The sum over statistics rows that the overview's charts and key figures share.
import type { DashboardSummaryRow } from '@lingua/contract';

export const sum = (rows: readonly DashboardSummaryRow[] | undefined, field: 'projectCount' | 'quotes' | 'assignedJobs'): number =>
  (rows ?? []).reduce((n, r) => n + (r[field] ?? 0), 0);
