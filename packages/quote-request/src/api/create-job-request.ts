// POST /jobRequests (spec 2 §7): create a quote or translation request as the signed-in user.
import { calls } from '@lingua/contract';
import type { CreateJobRequestBody, JobRequest } from '@lingua/contract';
import { api } from '@lingua/core';

export function createJobRequest(body: CreateJobRequestBody): Promise<JobRequest> {
  return api.post<JobRequest>(calls.createJobRequest.path, body);
}
