// The overview's data: one SWR entry per accordion group, each fetching its statistics calls in parallel
// through the contract (callApi), refreshed every minute while the page is open.
import { calls, DASHBOARD_VERTICALS, type DashboardSummaryRow, type DashboardVertical, type QuoteRow } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';
import useSWR from 'swr';

/** Staff watch the dashboard live: a minute, not the default 20-minute freshness (spec 1 §9). */
export const REFRESH_MS = 60_000;
const live = { refreshInterval: REFRESH_MS, revalidateOnFocus: true } as const;

export type ByVertical = Record<DashboardVertical, DashboardSummaryRow[]>;

async function perVertical(load: (v: DashboardVertical) => Promise<DashboardSummaryRow[]>): Promise<ByVertical> {
  const lists = await Promise.all(DASHBOARD_VERTICALS.map(load));
  return Object.fromEntries(DASHBOARD_VERTICALS.map((v, i) => [v, lists[i]!])) as ByVertical;
}

/** Open projects per manager of each vertical (projectStats/{vertical}). */
export function useStarts() {
  return useSWR(['dashboards', 'starts'], () => perVertical((v) => callApi(calls.getProjectStats, { params: { projectType: v } })), live);
}

/** Turnaround projects per manager of each vertical (projectStats/{vertical}Tat). */
export function useTurnaround() {
  return useSWR(['dashboards', 'turnaround'], () => perVertical((v) => callApi(calls.getProjectStats, { params: { projectType: `${v}Tat` } })), live);
}

/** Current quotes per coordinator of each vertical (quoteStats/{vertical}). */
export function useQuotesByVertical() {
  return useSWR(['dashboards', 'quotes'], () => perVertical((v) => callApi(calls.getQuoteStats, { params: { quoteType: v } })), live);
}

export const usePastDue = () => useCall(calls.getProjectStats, { params: { projectType: 'pastDue' } }, live);
export const useDueToday = () => useCall(calls.getProjectStats, { params: { projectType: 'dueToday' } }, live);
export const useQa = () => useCall(calls.getQaStats, {}, live);
export const useFohCurrent = () => useCall(calls.getFohCurrentProjectStats, {}, live);
export const useFohCompleted = () => useCall(calls.getFohCompletedProjectStats, {}, live);
export const useFohPending = () => useCall(calls.getFohPendingReviewStats, {}, live);
export const useUnassignedQuotes = () => useCall(calls.getProjectCoordinatorCurrentUnassignedStats, {}, live);

export const sum = (rows: readonly DashboardSummaryRow[] | undefined, field: 'projectCount' | 'quotes' | 'assignedJobs'): number =>
  (rows ?? []).reduce((n, r) => n + (r[field] ?? 0), 0);

export const managerRows = (rows: readonly DashboardSummaryRow[] | undefined) => (rows ?? []).filter((r) => r.projectManagerId != null);
export const coordinatorRows = (rows: readonly DashboardSummaryRow[] | undefined) => (rows ?? []).filter((r) => r.projectCoordinatorId != null);
export type { QuoteRow };
