// GET /jobRequests/{id}/mediaSegments/{fileIndex}/languages/{languageId}/memorySuggestions: what the company's
// translation memory suggests for the lines of one language (decision 145), by line id.
import { calls, type MemorySuggestion } from '@lingua/contract';
import { useCall } from '@lingua/core';

export function useMemorySuggestions(jobRequestId: string, fileIndex: number, languageId: string | null): ReadonlyMap<string, MemorySuggestion> {
  const { data } = useCall(
    calls.getMediaMemorySuggestions,
    languageId ? { params: { jobRequestId, fileIndex: String(fileIndex), languageId } } : null,
    { revalidateOnFocus: false },
  );
  return new Map((data?.suggestions ?? []).map((s) => [s.id, s]));
}
