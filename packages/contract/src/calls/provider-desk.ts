// Calls of the registry (calls.ts): Provider desk (contract extension for staff: ADMIN, PROJECT_COORDINATOR)
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { JobRequest, JobRequestIdParams } from '../schemas/job-requests.ts';
import {
  AddDeliverablesBody,
  DeskJobRequestList,
  DeskJobRequestListQuery,
  ReplaceQuoteDocumentBody,
} from '../schemas/procurement.ts';

export const providerDeskCalls = {
  listDeskJobRequests: defineCall({
    operationId: 'listDeskJobRequests',
    method: 'GET',
    path: '/providerDesk/jobRequests',
    summary: "Staff: every organisation's job requests, newest first, filtered like the client list",
    tags: ['providerDesk'],
    auth: 'required',
    querystring: DeskJobRequestListQuery,
    response: { 200: DeskJobRequestList, ...errors(400, 401, 403, 500) },
  }),
  getDeskJobRequest: defineCall({
    operationId: 'getDeskJobRequest',
    method: 'GET',
    path: '/providerDesk/jobRequests/{jobRequestId}',
    summary: "Staff: any organisation's job request, as its client sees it (to fix one sent back with changes requested)",
    tags: ['providerDesk'],
    auth: 'required',
    params: JobRequestIdParams,
    response: { 200: JobRequest, ...errors(400, 401, 403, 404, 500) },
  }),
  replaceQuoteDocument: defineCall({
    operationId: 'replaceQuoteDocument',
    method: 'POST',
    path: '/providerDesk/jobRequests/{jobRequestId}/actions/replaceQuoteDocument',
    summary: 'Staff: replace the quote confirmation document and total; the quote is then ready for client review',
    tags: ['providerDesk'],
    auth: 'required',
    params: JobRequestIdParams,
    body: ReplaceQuoteDocumentBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  addDeliverables: defineCall({
    operationId: 'addDeliverables',
    method: 'POST',
    path: '/providerDesk/jobRequests/{jobRequestId}/actions/addDeliverables',
    summary: 'Staff: add translated files for one target language of an accepted request',
    tags: ['providerDesk'],
    auth: 'required',
    params: JobRequestIdParams,
    body: AddDeliverablesBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  completeJobRequest: defineCall({
    operationId: 'completeJobRequest',
    method: 'POST',
    path: '/providerDesk/jobRequests/{jobRequestId}/actions/complete',
    summary: 'Staff: complete a request whose deliverables are uploaded',
    tags: ['providerDesk'],
    auth: 'required',
    params: JobRequestIdParams,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
} as const;
