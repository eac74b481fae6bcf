// POST /jobRequests/{id}/actions/rejectAutoQuote (spec 2 §7) with an optional reason.
import { calls, fillPath } from '@lingua/contract';
import type { RejectQuoteBody } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { autoQuoteKey } from './get-auto-quote.ts';

/** Spec 2 §5: the reason is trimmed and omitted when empty. */
export function rejectQuoteBody(reason: string | undefined): RejectQuoteBody {
  const trimmed = reason?.trim() ?? '';
  return trimmed ? { rejectionReason: trimmed } : {};
}

/** Rejects the automatic quote of `jobRequestId`. */
export function rejectAutoQuote(jobRequestId: string, reason?: string): Promise<void> {
  return api.post<void>(fillPath(calls.rejectAutoQuote.path, { jobRequestId }), rejectQuoteBody(reason));
}

/** Mutation hook. */
export function useRejectAutoQuote(jobRequestId: string) {
  return useSWRMutation(autoQuoteKey(jobRequestId), (_key: string, { arg }: { arg: string | undefined }) =>
    rejectAutoQuote(jobRequestId, arg),
  { populateCache: false, revalidate: false });
}
