// GET /reports (spec 3 §7): the reports the user may open, with core's default freshness.
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';

export function useReportList() {
  return useCall(calls.listReports, {});
}
