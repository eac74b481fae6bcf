// POST /providerDesk/jobRequests/{id}/actions/complete (decision 046): staff mark the request delivered.
import { calls } from '@lingua/contract';
import { callApi } from '@lingua/core';

export async function completeJobRequest(jobRequestId: string): Promise<void> {
  await callApi(calls.completeJobRequest, { params: { jobRequestId } });
}
