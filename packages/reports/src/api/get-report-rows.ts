// GET /reports/{reportId}/rows (spec 3 §7, §9): the rows of the current search and page, and the export's rows.
import { calls, REPORT_EXPORT_LIMIT, REPORT_EXPORT_RETRIES } from '@lingua/contract';
import type { ReportRows } from '@lingua/contract';
import { callApi } from '@lingua/core';
import { withRetries } from '../export/csv.ts';
import { useFresh, type FetchState } from './use-fresh.ts';

export interface RowsRequest {
  page: number;
  limit: number;
  filters?: string | undefined;
  sort?: string | undefined;
  /** Changes on every Search, so searching again with the same filters fetches again. */
  searchId: number;
}

/** The rows for the current search and page; null request: not yet searched. */
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

/** Spec 3 §9: page 1 with limit 1000 for the export, the call retried up to 3 times after a failure. */
export function fetchExportRows(reportId: string, filters: string | undefined, sort: string | undefined, retryDelayMs?: number): Promise<ReportRows> {
  return withRetries(
    () => callApi(calls.getReportRows, { params: { reportId }, query: { page: 1, limit: REPORT_EXPORT_LIMIT, filters, sort } }),
    REPORT_EXPORT_RETRIES,
    retryDelayMs,
  );
}
