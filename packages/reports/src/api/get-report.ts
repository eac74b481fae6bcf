// GET /reports/{reportId} (spec 3 §7): a report's definition (columns, filters, chart).
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';

export function useReport(reportId: string) {
  return useCall(calls.getReport, { params: { reportId } });
}
