// Direct upload to the object store (spec 2 §4, spec 3 §4.6): the API hands out a presigned POST, the browser
// posts the file there itself. XMLHttpRequest rather than fetch because fetch reports no upload progress.
import type { PresignedPost } from '@lingua/contract';
import { ApiError } from './api-error.ts';

export type { PresignedPost };

/** Placeholder in presigned-post fields replaced by the file's name (spec 2 §7). */
const FILENAME_PLACEHOLDER = '${filename}';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Name of the file field; default `file`. */
  fileField?: string;
  /** Name put in place of `${filename}` in the fields; default the File's name. */
  fileName?: string;
}

/** Posts `file` to a presigned POST; `onProgress` receives the uploaded percentage (0–100). */
export function uploadWithProgress(
  presignedPost: PresignedPost,
  file: Blob,
  onProgress?: (percent: number) => void,
  options: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    const fileName = options.fileName ?? (file instanceof File ? file.name : 'file');
    for (const [name, value] of Object.entries(presignedPost.fields)) {
      form.append(name, String(value).split(FILENAME_PLACEHOLDER).join(fileName));
    }
    // S3-style presigned POST policies require the file to be the last field.
    form.append(options.fileField ?? 'file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', presignedPost.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(
          new ApiError({ url: presignedPost.url, status: xhr.status, statusText: xhr.statusText, body: xhr.responseText }),
        );
      }
    };
    xhr.onerror = () => reject(new Error(`Upload to ${presignedPost.url} failed`));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export type SubmissionPhase = 'uploading' | 'creating' | 'done';

/** Progress of a submission (spec 2 §4): 0.9 × upload percentage, 95 while creating, 100 on success. */
export function submissionProgress(uploadPercent: number, phase: SubmissionPhase): number {
  if (phase === 'done') return 100;
  if (phase === 'creating') return 95;
  const clamped = Math.min(100, Math.max(0, Number.isFinite(uploadPercent) ? uploadPercent : 0));
  return Math.round(clamped * 0.9 * 10) / 10;
}
