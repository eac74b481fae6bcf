// GET /jobRequests/{id}/mediaSegments/{fileIndex}/languages/{languageId}/subtitles: one language's lines as a
// subtitle file — WebVTT for the preview's track, any of the 15 types for export.
import { calls } from '@lingua/contract';
import type { SubtitleFormat } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function getMediaSubtitles(jobRequestId: string, fileIndex: number, languageId: string, format: SubtitleFormat = 'vtt'): Promise<Blob> {
  return callApi(calls.getMediaSubtitles, { params: { jobRequestId, fileIndex: String(fileIndex), languageId }, query: { format } }, { blob: true }) as unknown as Promise<Blob>;
}
