// POST /jobRequests/{id}/actions/zipTranslatedFiles?zipFileName= (spec 3 §7): starts building the zip.
import { calls, fillPath } from '@lingua/contract';
import type { ZipStatus } from '@lingua/contract';
import { api } from '../../api/api.ts';

/** Starts the zip of a request's translated files. */
export function zipTranslatedFiles(jobRequestId: string, zipFileName?: string): Promise<ZipStatus | undefined> {
  return api.post<ZipStatus | undefined>(fillPath(calls.zipTranslatedFiles.path, { jobRequestId }), undefined, {
    query: { zipFileName },
  });
}
