// GET /jobRequests/{id}/mediaSegments: a media request's transcript and translations (the editor's data).
import { calls } from '@lingua/contract';
import type { MediaSegments } from '@lingua/contract';
import { callKey, useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** The SWR key of a request's lines, for the editor to replace them with a save's answer. */
export function mediaSegmentsKey(jobRequestId: string) {
  return callKey(calls.getMediaSegments, { params: { jobRequestId } });
}

/** The lines; not refetched on focus, so a reload never replaces what the user is typing. */
export function useMediaSegments(jobRequestId: string | null): SWRResponse<MediaSegments> {
  return useCall(calls.getMediaSegments, jobRequestId ? { params: { jobRequestId } } : null, { revalidateOnFocus: false, revalidateIfStale: false });
}
