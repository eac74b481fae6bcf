// GET /jobRequests/{jobRequestId} (spec 3 §7): one request, refreshed every 10 s while in progress (§4.1).
import { calls, fillPath, JOB_REQUEST_REFRESH_INTERVAL_MS } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import useSWR from 'swr';
import { api } from '../../api/api.ts';
import { isInProgress } from '../job-request-status.ts';

/** SWR key of one request. */
export function jobRequestKey(jobRequestId: string): string {
  return fillPath(calls.getJobRequest.path, { jobRequestId });
}

/** Fetches one request. */
export function getJobRequest(jobRequestId: string): Promise<JobRequest> {
  return api.get<JobRequest>(jobRequestKey(jobRequestId));
}

/** One request (null id: nothing fetched); revalidated on mount and focus like the lists. */
export function useJobRequest(jobRequestId: string | null | undefined) {
  return useSWR(jobRequestId ? jobRequestKey(jobRequestId) : null, () => getJobRequest(jobRequestId!), {
    dedupingInterval: 0,
    focusThrottleInterval: 0,
    revalidateOnMount: true,
    refreshInterval: (latest) => (latest && isInProgress(latest.status) ? JOB_REQUEST_REFRESH_INTERVAL_MS : 0),
  });
}
