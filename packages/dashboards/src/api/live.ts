// What every dashboard call shares: staff watch the dashboard live, so each refreshes every minute while the page
// is open (not core's 20-minute freshness, spec 1 §9); the per-vertical groups fetch one call per vertical.
import { DASHBOARD_VERTICALS, type DashboardSummaryRow, type DashboardVertical } from '@lingua/contract';

export const REFRESH_MS = 60_000;
export const live = { refreshInterval: REFRESH_MS, revalidateOnFocus: true } as const;

export type ByVertical = Record<DashboardVertical, DashboardSummaryRow[]>;

/** One call per vertical, in parallel, as one SWR entry of the accordion group. */
export async function perVertical(load: (v: DashboardVertical) => Promise<DashboardSummaryRow[]>): Promise<ByVertical> {
  const lists = await Promise.all(DASHBOARD_VERTICALS.map(load));
  return Object.fromEntries(DASHBOARD_VERTICALS.map((v, i) => [v, lists[i]!])) as ByVertical;
}
