// POST /jobRequests/{id}/actions/archive (spec 3 §7).
import { calls, fillPath } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { api } from '../../api/api.ts';

/** Archives a request. */
export function archiveJobRequest(jobRequestId: string): Promise<void> {
  return api.post<void>(fillPath(calls.archiveJobRequest.path, { jobRequestId }));
}

/** Mutation hook: trigger(jobRequestId). */
export function useArchiveJobRequest() {
  return useSWRMutation(calls.archiveJobRequest.path, (_key: string, { arg }: { arg: string }) => archiveJobRequest(arg));
}
