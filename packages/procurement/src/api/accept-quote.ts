// POST /jobRequests/{id}/actions/acceptQuote (spec 3 §4.7): the buyer accepts; the answer may carry the
// procurement system's return address.
import { calls } from '@lingua/contract';
import type { AcceptQuoteResponse } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function acceptQuote(jobRequestId: string): Promise<AcceptQuoteResponse> {
  return callApi(calls.acceptQuote, { params: { jobRequestId } });
}
