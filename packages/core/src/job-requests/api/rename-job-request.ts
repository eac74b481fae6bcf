// POST /jobRequests/{id}/actions/renameJobRequest (spec 3 §7) with body {newName}.
import { calls, fillPath } from '@lingua/contract';
import type { RenameJobRequestBody } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { api } from '../../api/api.ts';

/** Renames a request. */
export function renameJobRequest(jobRequestId: string, newName: string): Promise<void> {
  const body: RenameJobRequestBody = { newName };
  return api.post<void>(fillPath(calls.renameJobRequest.path, { jobRequestId }), body);
}

/** Mutation hook: trigger({ jobRequestId, newName }). */
export function useRenameJobRequest() {
  return useSWRMutation(calls.renameJobRequest.path, (_key: string, { arg }: { arg: { jobRequestId: string; newName: string } }) =>
    renameJobRequest(arg.jobRequestId, arg.newName),
  );
}
