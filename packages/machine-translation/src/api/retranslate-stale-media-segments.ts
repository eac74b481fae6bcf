// POST /jobRequests/{id}/mediaSegments/actions/retranslateStale: "Update translations" (stale lines only).
import { calls } from '@lingua/contract';
import type { MediaSegments } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function retranslateStaleMediaSegments(jobRequestId: string): Promise<MediaSegments> {
  return callApi(calls.retranslateStaleMediaSegments, { params: { jobRequestId } });
}
