// POST /jobRequests/{id}/actions/archive (spec 3 §7).
import { calls } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { callApi } from '../../api/call-api.ts';

export async function archiveJobRequest(jobRequestId: string): Promise<void> {
  await callApi(calls.archiveJobRequest, { params: { jobRequestId } });
}

export function useArchiveJobRequest() {
  return useSWRMutation(calls.archiveJobRequest.path, (_key: string, { arg }: { arg: string }) => archiveJobRequest(arg));
}
