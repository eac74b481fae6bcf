// GET /jobRequests/{id}/actions/zipTranslatedFiles/status (spec 3 §7): status and, once COMPLETED, downloadUrl.
import { calls } from '@lingua/contract';
import type { ZipStatus } from '@lingua/contract';
import { callApi, callPath } from '../../api/call-api.ts';

export function zipStatusKey(jobRequestId: string): string {
  return callPath(calls.getZipTranslatedFilesStatus, { params: { jobRequestId } });
}

export function getZipStatus(jobRequestId: string): Promise<ZipStatus> {
  return callApi(calls.getZipTranslatedFilesStatus, { params: { jobRequestId } });
}
