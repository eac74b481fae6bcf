// PUT /jobRequests/{id}/mediaSegments/{fileIndex}/translations/{languageId}: one language's edited lines.
import { calls } from '@lingua/contract';
import type { MediaSegments, SaveMediaTranslationBody } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function saveMediaTranslation(jobRequestId: string, fileIndex: number, languageId: string, body: SaveMediaTranslationBody): Promise<MediaSegments> {
  return callApi(calls.saveMediaTranslation, { params: { jobRequestId, fileIndex: String(fileIndex), languageId }, body });
}
