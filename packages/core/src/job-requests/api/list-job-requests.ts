// GET /jobRequests (spec 3 §7): one page of the user's requests with cursor paging.
import { calls } from '@lingua/contract';
import type { JobRequestList, JobRequestListQuery } from '@lingua/contract';
import { callApi, callKey } from '../../api/call-api.ts';
import { useCall } from '../../api/use-call.ts';
import type { CallKey } from '../../api/call-api.ts';
import { JOB_REQUEST_REFRESH_INTERVAL_MS } from '@lingua/contract';
import { isInProgress } from '../job-request-status.ts';

export function listJobRequestsKey(query: JobRequestListQuery): CallKey {
  return callKey(calls.listJobRequests, { query });
}

export function listJobRequests(query: JobRequestListQuery): Promise<JobRequestList> {
  return callApi(calls.listJobRequests, { query });
}

/** Whether any item of a page is in progress (spec 3 §4.1). */
export function anyInProgress(list: JobRequestList | undefined): boolean {
  return list?.items.some((item) => isInProgress(item.status)) ?? false;
}

/**
 * One list page. Spec 3 §9: list cache time 0 with refetch on mount and on focus, so the list never trusts
 * the 20-minute default freshness; it refreshes every 10 s while any shown item is in progress (§4.1).
 */
export function useJobRequestList(query: JobRequestListQuery) {
  return useCall(calls.listJobRequests, { query }, {
    dedupingInterval: 0,
    focusThrottleInterval: 0,
    revalidateOnMount: true,
    revalidateOnFocus: true,
    keepPreviousData: true,
    // Pushed notices read it again at once when a request ends (decision 142); while one is in progress it is also
    // polled, stream or not, since no notice carries progress (decision 142, addendum).
    refreshInterval: (latest) => (anyInProgress(latest) ? JOB_REQUEST_REFRESH_INTERVAL_MS : 0),
  });
}
