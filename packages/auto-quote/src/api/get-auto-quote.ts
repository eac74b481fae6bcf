// GET /autoQuotes/{jobRequestId} (spec 2 §7): the quote and its job request summary.
import { calls } from '@lingua/contract';
import type { CallResponse } from '@lingua/contract';
import { callKey, useCall } from '@lingua/core';
import type { CallKey } from '@lingua/core';
import type { SWRResponse } from 'swr';

export type AutoQuoteResponse = CallResponse<typeof calls.getAutoQuote>;

export const autoQuoteKey = (jobRequestId: string): CallKey => callKey(calls.getAutoQuote, { params: { jobRequestId } });

/** Hook: the automatic quote of `jobRequestId` (not fetched while it is empty). */
export function useAutoQuote(jobRequestId: string | undefined): SWRResponse<AutoQuoteResponse> {
  return useCall(calls.getAutoQuote, jobRequestId ? { params: { jobRequestId } } : null);
}
