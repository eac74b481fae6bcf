// GET /jobRequests/{id}/files/{fileKey}/downloadUrl?inline=true: the address the Quote tab's viewer shows the quote
// confirmation document from (spec 3 §2.6).
import { calls } from '@lingua/contract';
import type { DownloadUrl } from '@lingua/contract';
import { callKey, useCall, type CallKey } from '@lingua/core';
import type { SWRResponse } from 'swr';

const input = (jobRequestId: string, fileKey: string) => ({ params: { jobRequestId, fileKey }, query: { inline: true } });

/** SWR key of a document's viewing address. */
export function quoteDocumentUrlKey(jobRequestId: string, fileKey: string): CallKey {
  return callKey(calls.getFileDownloadUrl, input(jobRequestId, fileKey));
}

/** Hook: the viewing address; nothing is asked without a document. Not refetched on focus, so the viewer stays put. */
export function useQuoteDocumentUrl(jobRequestId: string, fileKey: string | undefined): SWRResponse<DownloadUrl> {
  return useCall(calls.getFileDownloadUrl, fileKey ? input(jobRequestId, fileKey) : null, { revalidateOnFocus: false });
}
