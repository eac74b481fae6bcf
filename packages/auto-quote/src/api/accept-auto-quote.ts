// POST /jobRequests/{id}/actions/acceptAutoQuote (spec 2 §7) with the payment preferences.
import { calls } from '@lingua/contract';
import type { AcceptAutoQuoteBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { autoQuoteKey } from './get-auto-quote.ts';

export async function acceptAutoQuote(jobRequestId: string, body: AcceptAutoQuoteBody): Promise<void> {
  await callApi(calls.acceptAutoQuote, { params: { jobRequestId }, body });
}

/** Mutation hook; keyed on the quote so its cached copy revalidates after a decision. */
export function useAcceptAutoQuote(jobRequestId: string) {
  return useSWRMutation(autoQuoteKey(jobRequestId), (_key: unknown, { arg }: { arg: AcceptAutoQuoteBody }) =>
    acceptAutoQuote(jobRequestId, arg),
  { populateCache: false, revalidate: false });
}
