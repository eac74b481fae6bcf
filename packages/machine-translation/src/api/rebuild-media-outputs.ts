// POST /jobRequests/{id}/mediaSegments/actions/rebuildOutputs: "Update files" (the request is TRANSLATING meanwhile).
import { calls } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function rebuildMediaOutputs(jobRequestId: string): Promise<JobRequest> {
  return callApi(calls.rebuildMediaOutputs, { params: { jobRequestId } });
}
