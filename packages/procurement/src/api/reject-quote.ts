// POST /jobRequests/{id}/actions/rejectQuote (spec 3 §2.6): the reason is trimmed and left out when empty.
import { calls } from '@lingua/contract';
import { callApi } from '@lingua/core';

export async function rejectQuote(jobRequestId: string, reason: string): Promise<void> {
  const trimmed = reason.trim();
  await callApi(calls.rejectQuote, { params: { jobRequestId }, body: trimmed ? { rejectionReason: trimmed } : {} });
}
