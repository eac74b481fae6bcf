// POST /machineTranslation/actions/translateFiles (spec 3 §7): creates the file request from uploaded files.
import { calls } from '@lingua/contract';
import type { JobRequest, TranslateFilesBody } from '@lingua/contract';
import { api } from '@lingua/core';

/** Creates a file machine-translation request. */
export function translateFiles(body: TranslateFilesBody): Promise<JobRequest | undefined> {
  return api.post<JobRequest | undefined>(calls.translateFiles.path, body);
}
