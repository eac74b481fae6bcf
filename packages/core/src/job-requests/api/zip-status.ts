// GET /jobRequests/{id}/actions/zipTranslatedFiles/status (spec 3 §7): status and, once COMPLETED, downloadUrl.
import { calls, fillPath } from '@lingua/contract';
import type { ZipStatus } from '@lingua/contract';
import { api } from '../../api/api.ts';

/** SWR key of a request's zip status. */
export function zipStatusKey(jobRequestId: string): string {
  return fillPath(calls.getZipTranslatedFilesStatus.path, { jobRequestId });
}

/** Reads the zip status. */
export function getZipStatus(jobRequestId: string): Promise<ZipStatus> {
  return api.get<ZipStatus>(zipStatusKey(jobRequestId));
}
