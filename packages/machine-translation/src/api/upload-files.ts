// The upload half of the submission flow of spec 3 §4.6, shared by the document and media tabs: temporary
// upload permission, then every file uploaded directly with its progress; returns each file's key.
import { PRESIGNED_POST_FILENAME_PLACEHOLDER } from '@lingua/contract';
import { uploadWithProgress } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';
import { createPresignedPost } from './create-presigned-post.ts';

/** Progress of the flow: percentage of bytes uploaded and the phase. */
export type SubmissionProgressListener = (uploadPercent: number, phase: SubmissionPhase) => void;

/** Uploads `files` under one presigned POST, reporting the share of bytes sent; resolves with their keys. */
export async function uploadFiles(files: readonly File[], onProgress: SubmissionProgressListener, signal?: AbortSignal): Promise<string[]> {
  onProgress(0, 'uploading');
  const presigned = await createPresignedPost(files.length);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const loaded = files.map(() => 0);
  const report = () => onProgress((loaded.reduce((a, b) => a + b, 0) / totalBytes) * 100, 'uploading');
  await Promise.all(
    files.map((file, index) =>
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
  return files.map((file) => presigned.fields.key.split(PRESIGNED_POST_FILENAME_PLACEHOLDER).join(file.name));
}
