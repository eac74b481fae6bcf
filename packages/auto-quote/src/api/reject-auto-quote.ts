// POST /jobRequests/{id}/actions/rejectAutoQuote (spec 2 §7) with an optional reason.
import { calls } from '@lingua/contract';
import type { RejectQuoteBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { autoQuoteKey } from './get-auto-quote.ts';

/** Spec 2 §5: the reason is trimmed and omitted when empty. */
export function rejectQuoteBody(reason: string | undefined): RejectQuoteBody {
  const trimmed = reason?.trim() ?? '';
  return trimmed ? { rejectionReason: trimmed } : {};
}

export async function rejectAutoQuote(jobRequestId: string, reason?: string): Promise<void> {
  await callApi(calls.rejectAutoQuote, { params: { jobRequestId }, body: rejectQuoteBody(reason) });
}

/** Mutation hook. */
export function useRejectAutoQuote(jobRequestId: string) {
  return useSWRMutation(autoQuoteKey(jobRequestId), (_key: unknown, { arg }: { arg: string | undefined }) =>
    rejectAutoQuote(jobRequestId, arg),
  { populateCache: false, revalidate: false });
}
