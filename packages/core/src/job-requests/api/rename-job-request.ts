// POST /jobRequests/{id}/actions/renameJobRequest (spec 3 §7) with body {newName}.
import { calls } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { callApi } from '../../api/call-api.ts';

export async function renameJobRequest(jobRequestId: string, newName: string): Promise<void> {
  await callApi(calls.renameJobRequest, { params: { jobRequestId }, body: { newName } });
}

export function useRenameJobRequest() {
  return useSWRMutation(calls.renameJobRequest.path, (_key: string, { arg }: { arg: { jobRequestId: string; newName: string } }) =>
    renameJobRequest(arg.jobRequestId, arg.newName),
  );
}
