// The submission flow of spec 3 §4.6: temporary upload permission, direct uploads with progress, then the
// request itself.
import { calls } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { callApi } from '@lingua/core';
import { uploadFiles } from '../api/upload-files.ts';
import type { SubmissionProgressListener } from '../api/upload-files.ts';

export type { SubmissionProgressListener } from '../api/upload-files.ts';

/** What the form submits. */
export interface FileRequestInput {
  requestName: string;
  files: readonly File[];
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
}

/** Uploads the files and creates the file request; returns the created request when the server sends it. */
export async function submitFileRequest(input: FileRequestInput, onProgress: SubmissionProgressListener, signal?: AbortSignal): Promise<JobRequest | undefined> {
  const files = await uploadFiles(input.files, onProgress, signal);
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
