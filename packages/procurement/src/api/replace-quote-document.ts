// POST /providerDesk/jobRequests/{id}/actions/replaceQuoteDocument (decision 046): a new quote document and total.
import { calls } from '@lingua/contract';
import type { ReplaceQuoteDocumentBody } from '@lingua/contract';
import { callApi } from '@lingua/core';

export async function replaceQuoteDocument(jobRequestId: string, body: ReplaceQuoteDocumentBody): Promise<void> {
  await callApi(calls.replaceQuoteDocument, { params: { jobRequestId }, body });
}
