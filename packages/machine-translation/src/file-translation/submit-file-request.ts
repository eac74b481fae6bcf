// The submission flow of spec 3 §4.6: temporary upload permission, direct uploads with progress, then the
// request itself.
import { calls } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { callApi, createPresignedPost, uploadAll } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';

/** What the form submits. */
export interface FileRequestInput {
  requestName: string;
  files: readonly File[];
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
}

/** Progress of the flow: percentage of bytes uploaded and the phase. */
export type SubmissionProgressListener = (uploadPercent: number, phase: SubmissionPhase) => void;

/** Uploads the files and creates the file request; returns the created request when the server sends it. */
export async function submitFileRequest(input: FileRequestInput, onProgress: SubmissionProgressListener, signal?: AbortSignal): Promise<JobRequest | undefined> {
  onProgress(0, 'uploading');
  const post = await createPresignedPost({ fileCount: input.files.length, purpose: 'machineTranslation' });
  const uploads = input.files.map((file) => ({ file, name: file.name, category: 'SOURCE_DOCUMENT' as const }));
  const files = await uploadAll(post, uploads, (percent) => onProgress(percent, 'uploading'), { signal });
  onProgress(100, 'creating');
  const created = await callApi(calls.translateFiles, {
    body: {
      requestName: input.requestName,
      files,
      sourceLanguageId: input.sourceLanguageId,
      targetLanguageIds: [...input.targetLanguageIds],
    },
  });
  onProgress(100, 'done');
  return created ?? undefined;
}
