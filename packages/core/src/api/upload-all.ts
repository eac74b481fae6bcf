// The upload step of every submit flow (spec 2 §4, spec 3 §4.6): all files go to one presigned post at once
// and the progress reported is the byte-weighted share of the whole batch, so one large file moves the bar
// more than many small ones. Each file's object key is the post's key template with its name filled in.
import { PRESIGNED_POST_FILENAME_PLACEHOLDER } from '@lingua/contract';
import type { PresignedPost, UploadedFileRef, UploadFileCategory } from '@lingua/contract';
import { uploadWithProgress } from './upload.ts';

/** One file to upload: its content, the name it is stored under, and its category in the request. */
export interface PendingUpload {
  file: Blob;
  name: string;
  category: UploadFileCategory;
}

export function uploadedFileKey(post: PresignedPost, name: string): string {
  return post.fields.key.split(PRESIGNED_POST_FILENAME_PLACEHOLDER).join(name);
}

/**
 * Uploads every file to `post`, calling `onUploadPercent` with the byte-weighted share (0–100) uploaded so
 * far; resolves with the file references for the create call, in the order given. A failed upload is logged
 * at error level and raised (spec 2 §8); an aborted one is only raised.
 */
export async function uploadAll(
  post: PresignedPost,
  uploads: readonly PendingUpload[],
  onUploadPercent: (percent: number) => void,
  options: { signal?: AbortSignal } = {},
): Promise<UploadedFileRef[]> {
  // Empty files still count one byte so that a batch of them moves the bar.
  const weights = uploads.map((upload) => Math.max(upload.file.size, 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const loaded = uploads.map(() => 0);
  const report = () => onUploadPercent(total ? (loaded.reduce((a, b) => a + b, 0) / total) * 100 : 100);
  try {
    await Promise.all(
      uploads.map((upload, i) =>
        uploadWithProgress(
          post,
          upload.file,
          (percent) => {
            loaded[i] = ((weights[i] ?? 1) * percent) / 100;
            report();
          },
          { fileName: upload.name, signal: options.signal },
        ),
      ),
    );
  } catch (error) {
    // The reporter loads when an upload fails, not with the forms' first screen (decision 189).
    if (!(error instanceof DOMException && error.name === 'AbortError')) void import('../ui-logs/error-reporting.ts').then((m) => m.reportUiError(error));
    throw error;
  }
  report();
  return uploads.map((upload) => ({ fileName: upload.name, category: upload.category, fileKey: uploadedFileKey(post, upload.name) }));
}
