// The submission flow of spec 3 §4.6: temporary upload permission, direct uploads with progress, then the
// request itself.
import { PRESIGNED_POST_FILENAME_PLACEHOLDER } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { uploadWithProgress } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';
import { createPresignedPost } from '../api/create-presigned-post.ts';
import { translateFiles } from '../api/translate-files.ts';

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
  const presigned = await createPresignedPost(input.files.length);
  const totalBytes = input.files.reduce((sum, file) => sum + file.size, 0) || 1;
  const loaded = input.files.map(() => 0);
  const report = () => onProgress((loaded.reduce((a, b) => a + b, 0) / totalBytes) * 100, 'uploading');
  await Promise.all(
    input.files.map((file, index) =>
      uploadWithProgress(
        presigned,
        file,
        (percent) => {
          loaded[index] = (percent / 100) * file.size;
          report();
        },
        { signal },
      ),
    ),
  );
  onProgress(100, 'creating');
  const keyTemplate = presigned.fields.key;
  const created = await translateFiles({
    requestName: input.requestName,
    files: input.files.map((file) => ({
      fileName: file.name,
      category: 'SOURCE_DOCUMENT',
      fileKey: keyTemplate.split(PRESIGNED_POST_FILENAME_PLACEHOLDER).join(file.name),
    })),
    sourceLanguageId: input.sourceLanguageId,
    targetLanguageIds: [...input.targetLanguageIds],
  });
  onProgress(100, 'done');
  return created;
}
