// PUT /jobRequests/{id}/mediaSegments/{fileIndex}/transcript: the edited transcript of one source file.
import { calls } from '@lingua/contract';
import type { MediaSegments, SaveMediaTranscriptBody } from '@lingua/contract';
import { callApi } from '@lingua/core';

export function saveMediaTranscript(jobRequestId: string, fileIndex: number, body: SaveMediaTranscriptBody): Promise<MediaSegments> {
  return callApi(calls.saveMediaTranscript, { params: { jobRequestId, fileIndex: String(fileIndex) }, body });
}
