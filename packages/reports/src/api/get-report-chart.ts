// GET /reports/{reportId}/chart (spec 3 §7): the chart's figures for the current search.
import { calls } from '@lingua/contract';
import type { ReportChart } from '@lingua/contract';
import { callApi } from '@lingua/core';
import { useFresh, type FetchState } from './use-fresh.ts';

/** The zone the date filters' days are in (the browser's), so the chart's months are counted in it too. */
const USER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useReportChart(reportId: string, search: { filters?: string | undefined; searchId: number } | null): FetchState<ReportChart> {
  const key = search ? JSON.stringify([reportId, search]) : null;
  return useFresh(key, (signal) => callApi(calls.getReportChart, { params: { reportId }, query: { filters: search!.filters, timeZone: USER_TIME_ZONE } }, { signal }));
}
