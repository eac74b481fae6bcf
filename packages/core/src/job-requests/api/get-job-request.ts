// GET /jobRequests/{jobRequestId} (spec 3 §7): one request, refreshed every 10 s while in progress (§4.1).
import { calls, JOB_REQUEST_REFRESH_INTERVAL_MS } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { callApi, callKey } from '../../api/call-api.ts';
import { useCall } from '../../api/use-call.ts';
import type { CallKey } from '../../api/call-api.ts';
import { isInProgress } from '../job-request-status.ts';

export function jobRequestKey(jobRequestId: string): CallKey {
  return callKey(calls.getJobRequest, { params: { jobRequestId } });
}

export function getJobRequest(jobRequestId: string): Promise<JobRequest> {
  return callApi(calls.getJobRequest, { params: { jobRequestId } });
}

/** One request (null id: nothing fetched); revalidated on mount and focus like the lists. */
export function useJobRequest(jobRequestId: string | null | undefined) {
  return useCall(calls.getJobRequest, jobRequestId ? { params: { jobRequestId } } : null, {
    dedupingInterval: 0,
    focusThrottleInterval: 0,
    revalidateOnMount: true,
    // Pushed notices read it again at once when it ends (decision 142); while in progress it is also polled, stream
    // or not, since no notice carries its progress (decision 142, addendum).
    refreshInterval: (latest) => (latest && isInProgress(latest.status) ? JOB_REQUEST_REFRESH_INTERVAL_MS : 0),
  });
}
