// POST /jobRequests/{id}/mediaSegments/{fileIndex}/languages/{languageId}/actions/import: an SRT or VTT file
// replaces one language's lines.
import { calls } from '@lingua/contract';
import type { ImportMediaSubtitlesBody, MediaSegments } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function importMediaSubtitles(jobRequestId: string, fileIndex: number, languageId: string, body: ImportMediaSubtitlesBody): Promise<MediaSegments> {
  return callApi(calls.importMediaSubtitles, { params: { jobRequestId, fileIndex: String(fileIndex), languageId }, body });
}
