// Calls of the registry (calls.ts): Automatic quotes (spec 2 §7): visitors open them by link
import { defineCall, errors } from '../define-call.ts';
import {
  AcceptAutoQuoteBody,
  AutoQuoteEstimate,
  AutoQuoteJobRequest,
  EstimateAutoQuoteBody,
  RejectQuoteBody,
} from '../schemas/auto-quotes.ts';
import { NoContent } from '../schemas/common.ts';
import { JobRequestIdParams } from '../schemas/job-requests.ts';

export const autoQuotesCalls = {
  getAutoQuote: defineCall({
    operationId: 'getAutoQuote',
    method: 'GET',
    path: '/autoQuotes/{jobRequestId}',
    summary: 'Get an automatic quote with its job request summary',
    tags: ['autoQuotes'],
    auth: 'optional',
    params: JobRequestIdParams,
    response: { 200: AutoQuoteJobRequest, ...errors(400, 401, 403, 404, 500) },
  }),
  acceptAutoQuote: defineCall({
    operationId: 'acceptAutoQuote',
    method: 'POST',
    path: '/jobRequests/{jobRequestId}/actions/acceptAutoQuote',
    summary: 'Accept an automatic quote with payment preferences',
    tags: ['autoQuotes'],
    auth: 'optional',
    params: JobRequestIdParams,
    body: AcceptAutoQuoteBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  rejectAutoQuote: defineCall({
    operationId: 'rejectAutoQuote',
    method: 'POST',
    path: '/jobRequests/{jobRequestId}/actions/rejectAutoQuote',
    summary: 'Reject an automatic quote with an optional reason',
    tags: ['autoQuotes'],
    auth: 'optional',
    params: JobRequestIdParams,
    body: RejectQuoteBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 500) },
  }),
  estimateAutoQuote: defineCall({
    operationId: 'estimateAutoQuote',
    method: 'POST',
    path: '/autoQuotes/actions/estimate',
    summary: 'Ballpark price of uploaded files (not in the spec): the automatic quote analysis, without a request',
    tags: ['autoQuotes'],
    auth: 'optional',
    body: EstimateAutoQuoteBody,
    response: { 200: AutoQuoteEstimate, ...errors(400, 403, 404, 429, 500) },
  }),
} as const;
