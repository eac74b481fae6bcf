// POST /jobRequests/{id}/actions/zipTranslatedFiles?zipFileName= (spec 3 §7): starts building the zip.
import { calls } from '@lingua/contract';
import type { ZipStatus } from '@lingua/contract';
import { callApi } from '../../api/call-api.ts';

export function zipTranslatedFiles(jobRequestId: string, zipFileName?: string): Promise<ZipStatus | undefined> {
  return callApi(calls.zipTranslatedFiles, { params: { jobRequestId }, query: { zipFileName } });
}
