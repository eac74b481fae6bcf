// POST /jobRequests/actions/unauthenticatedCreateJobRequest (spec 2 §7): a visitor's request with a verified e-mail.
import { calls } from '@lingua/contract';
import type { JobRequest, UnauthenticatedCreateJobRequestBody } from '@lingua/contract';
import { api } from '@lingua/core';

export function unauthenticatedCreateJobRequest(body: UnauthenticatedCreateJobRequestBody): Promise<JobRequest> {
  return api.post<JobRequest>(calls.unauthenticatedCreateJobRequest.path, body);
}
