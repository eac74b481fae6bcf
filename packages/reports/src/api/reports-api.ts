// The reports calls (spec 3 §7), typed by the contract. The report list and definitions use core's default
// freshness; rows and chart figures are fetched on every Search and page change and never read from the cache
// (spec 3 §9: the rows of a search are the database's rows at that moment).
import { useEffect, useState } from 'react';
import { calls, REPORT_EXPORT_LIMIT, REPORT_EXPORT_RETRIES } from '@lingua/contract';
import type { ReportChart, ReportRows } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';
import { withRetries } from '../export/csv.ts';

/** GET /reports. */
export function useReportList() {
  return useCall(calls.listReports, {});
}

/** GET /reports/{reportId}. */
export function useReport(reportId: string) {
  return useCall(calls.getReport, { params: { reportId } });
}

/** What one rows request asks for. */
export interface RowsRequest {
  page: number;
  limit: number;
  filters?: string | undefined;
  sort?: string | undefined;
  /** Changes on every Search, so searching again with the same filters fetches again. */
  searchId: number;
}

/** The state of a fetch that is not cached. */
export interface FetchState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

function useFresh<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({ key: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // Keep the previous rows on screen while the next page loads, so the table does not jump.
    setState((s) => ({ ...s, key, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, loading: false }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ ...s, key, error, loading: false })),
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; `key` says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { data: state.data, error: state.error, loading: state.loading, retry: () => setAttempt((n) => n + 1) };
}

/** GET /reports/{reportId}/rows for the current search and page; null request: not yet searched. */
export function useReportRows(reportId: string, request: RowsRequest | null): FetchState<ReportRows> {
  const key = request ? JSON.stringify([reportId, request]) : null;
  return useFresh(key, (signal) =>
    callApi(
      calls.getReportRows,
      { params: { reportId }, query: { page: request!.page, limit: request!.limit, filters: request!.filters, sort: request!.sort } },
      { signal },
    ),
  );
}

/** The zone the date filters' days are in (the browser's), so the chart's months are counted in it too. */
const USER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /reports/{reportId}/chart for the current search. */
export function useReportChart(reportId: string, search: { filters?: string | undefined; searchId: number } | null): FetchState<ReportChart> {
  const key = search ? JSON.stringify([reportId, search]) : null;
  return useFresh(key, (signal) => callApi(calls.getReportChart, { params: { reportId }, query: { filters: search!.filters, timeZone: USER_TIME_ZONE } }, { signal }));
}

/** Spec 3 §9: page 1 with limit 1000 for the export, the call retried up to 3 times after a failure. */
export function fetchExportRows(reportId: string, filters: string | undefined, sort: string | undefined, retryDelayMs?: number): Promise<ReportRows> {
  return withRetries(
    () => callApi(calls.getReportRows, { params: { reportId }, query: { page: 1, limit: REPORT_EXPORT_LIMIT, filters, sort } }),
    REPORT_EXPORT_RETRIES,
    retryDelayMs,
  );
}
