// GET /providerDesk/jobRequests (decision 046): the procurement requests of every client, for the provider desk,
// and every client's requests sent back with changes requested (decision 188), which staff fix and complete again.
import { calls, JOB_REQUEST_REFRESH_INTERVAL_MS } from '@lingua/contract';
import type { DeskJobRequestList } from '@lingua/contract';
import { callApi, callKey, useCall, type CallKey } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** The desk shows one page: the newest requests, as many as staff can work through at once. */
export const DESK_PAGE_SIZE = 50;
const input = { query: { origination: 'COUPA' as const, pageSize: DESK_PAGE_SIZE } };

export function deskJobRequestsKey(): CallKey {
  return callKey(calls.listDeskJobRequests, input);
}

export function fetchDeskJobRequests(): Promise<DeskJobRequestList> {
  return callApi(calls.listDeskJobRequests, input);
}

/** Hook: the desk's list, refreshed as often as the clients' own lists. */
export function useDeskJobRequests(): SWRResponse<DeskJobRequestList> {
  return useCall(calls.listDeskJobRequests, input, { refreshInterval: JOB_REQUEST_REFRESH_INTERVAL_MS });
}

const sentBack = { query: { status: 'CHANGES_REQUESTED', pageSize: DESK_PAGE_SIZE } };

/** Hook: requests of any kind whose client asked for changes, refreshed like the desk's list. */
export function useSentBackJobRequests(): SWRResponse<DeskJobRequestList> {
  return useCall(calls.listDeskJobRequests, sentBack, { refreshInterval: JOB_REQUEST_REFRESH_INTERVAL_MS });
}
