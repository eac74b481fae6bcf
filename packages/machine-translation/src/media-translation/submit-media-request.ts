// The media submission flow (spec 3 §4.6): the shared upload with progress, then the media request (origination
// MEDIAAI, set by the server) with the body of spec 3 §3.
import { calls } from '@lingua/contract';
import type { JobRequest, TranslateMediaFilesBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import { uploadFiles } from '../api/upload-files.ts';
import type { SubmissionProgressListener } from '../api/upload-files.ts';

/** What the media form submits: the body of spec 3 §3 with the chosen files in place of their keys. */
export type MediaRequestInput = Omit<TranslateMediaFilesBody, 'files'> & { files: readonly File[] };

/** Uploads the files and creates the media request. */
export async function submitMediaRequest(input: MediaRequestInput, onProgress: SubmissionProgressListener, signal?: AbortSignal): Promise<JobRequest> {
  const refs = await uploadFiles(input.files, onProgress, signal);
  const created = await callApi(calls.translateMediaFiles, {
    body: {
      ...input,
      files: refs.map((ref) => ({ ...ref, languageId: input.sourceLanguageId })),
    },
  });
  onProgress(100, 'done');
  return created;
}
