// GET /jobRequests/{jobRequestId} (spec 3 §7): one request, refreshed every 10 s while in progress (§4.1).
import { calls, JOB_REQUEST_REFRESH_INTERVAL_MS } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { callApi, callKey, useCall } from '../../api/call-api.ts';
import type { CallKey } from '../../api/call-api.ts';
import { isInProgress } from '../job-request-status.ts';
import { useNoticeStreamUp } from '../../notices/use-notices.ts';

/** SWR key of one request. */
export function jobRequestKey(jobRequestId: string): CallKey {
  return callKey(calls.getJobRequest, { params: { jobRequestId } });
}

/** Fetches one request. */
export function getJobRequest(jobRequestId: string): Promise<JobRequest> {
  return callApi(calls.getJobRequest, { params: { jobRequestId } });
}

/** One request (null id: nothing fetched); revalidated on mount and focus like the lists. */
export function useJobRequest(jobRequestId: string | null | undefined) {
  const streamUp = useNoticeStreamUp();
  return useCall(calls.getJobRequest, jobRequestId ? { params: { jobRequestId } } : null, {
    dedupingInterval: 0,
    focusThrottleInterval: 0,
    revalidateOnMount: true,
    // While a notice stream is up the request is read again on its pushed events (issue 37 §3); polled otherwise.
    refreshInterval: streamUp ? 0 : (latest) => (latest && isInProgress(latest.status) ? JOB_REQUEST_REFRESH_INTERVAL_MS : 0),
  });
}
