// The object-key layout of a job request's files: everything a request owns lies under
// `job-requests/<id>/`, one function per kind of file, so no module builds a key by hand and a listing or a
// cleanup of one request can rely on the prefix.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sanitizeFileName } from '../../storage/filename.ts';

/** The folder of one request (with the trailing slash, so `job-requests/1` never matches `job-requests/10`). */
export function jobRequestPrefix(jobRequestId: string): string {
  return `job-requests/${jobRequestId}/`;
}

/**
 * A file the caller uploaded (quote and project requests, typed text, files added later): a random name with
 * the file's own extension, so two files of the same name never collide and the key reveals no name.
 */
export function uploadedFileKey(jobRequestId: string, fileName: string): string {
  const ext = path.extname(fileName);
  const safeExt = /^\.[\p{L}\p{N}]{1,16}$/u.test(ext) ? ext.toLowerCase() : '';
  return `${jobRequestPrefix(jobRequestId)}${randomUUID()}${safeExt}`;
}

/** The n-th source document of a machine-translation request. */
export function sourceFileKey(jobRequestId: string, index: number, fileName: string): string {
  return `${jobRequestPrefix(jobRequestId)}source/${index}-${sanitizeFileName(fileName)}`;
}

/** The translation of the n-th source document into one target language. */
export function translatedFileKey(jobRequestId: string, languageId: string, index: number, fileName: string): string {
  return `${jobRequestPrefix(jobRequestId)}translated/${languageId}/${index}-${sanitizeFileName(fileName)}`;
}

/** The n-th file of a quote request opened by a human escalation (a copy, or an upload added in the panel). */
export function escalatedFileKey(jobRequestId: string, index: number, fileName: string): string {
  return `${jobRequestPrefix(jobRequestId)}files/${index}-${sanitizeFileName(fileName)}`;
}

/** One "download all" zip of a request's translated files. */
export function zipFileKey(jobRequestId: string, zipJobId: string): string {
  return `${jobRequestPrefix(jobRequestId)}zips/${zipJobId}.zip`;
}
