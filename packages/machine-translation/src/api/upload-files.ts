// The upload half of the submission flow of spec 3 §4.6, shared by the document and media tabs: a temporary
// upload permission for machine translation, then core's uploadAll with its byte-weighted progress.
import type { UploadedFileRef } from '@lingua/contract';
import { createPresignedPost, uploadAll } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';

/** Progress of the flow: percentage of bytes uploaded and the phase. */
export type SubmissionProgressListener = (uploadPercent: number, phase: SubmissionPhase) => void;

/** Uploads `files` as source documents under one permission; resolves with their file references. */
export async function uploadFiles(files: readonly File[], onProgress: SubmissionProgressListener, signal?: AbortSignal): Promise<UploadedFileRef[]> {
  onProgress(0, 'uploading');
  const post = await createPresignedPost({ fileCount: files.length, purpose: 'machineTranslation' });
  const uploads = files.map((file) => ({ file, name: file.name, category: 'SOURCE_DOCUMENT' as const }));
  const refs = await uploadAll(post, uploads, (percent) => onProgress(percent, 'uploading'), { signal });
  onProgress(100, 'creating');
  return refs;
}
