// GET /autoQuotes/{jobRequestId} (spec 2 §7): the quote and its job request summary.
import { calls, fillPath } from '@lingua/contract';
import type { CallResponse } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export type AutoQuoteResponse = CallResponse<typeof calls.getAutoQuote>;

/** SWR key of one automatic quote. */
export const autoQuoteKey = (jobRequestId: string): string => fillPath(calls.getAutoQuote.path, { jobRequestId });

/** Fetches one automatic quote. */
export function fetchAutoQuote(jobRequestId: string): Promise<AutoQuoteResponse> {
  return api.get<AutoQuoteResponse>(autoQuoteKey(jobRequestId));
}

/** Hook: the automatic quote of `jobRequestId` (not fetched while it is empty). */
export function useAutoQuote(jobRequestId: string | undefined) {
  return useSWR(jobRequestId ? autoQuoteKey(jobRequestId) : null, () => fetchAutoQuote(jobRequestId!));
}
