// POST /jobRequests/{id}/actions/submitToXtrf (spec 3 §7): escalation to a human expert as a quote request.
import { calls } from '@lingua/contract';
import type { SubmitToXtrfBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** Sends the request to the human provider. */
export async function submitToXtrf(jobRequestId: string, body: SubmitToXtrfBody): Promise<void> {
  await callApi(calls.submitToXtrf, { params: { jobRequestId }, body });
}

/** Mutation hook: trigger({ jobRequestId, body }). */
export function useSubmitToXtrf() {
  return useSWRMutation(calls.submitToXtrf.path, (_key: string, { arg }: { arg: { jobRequestId: string; body: SubmitToXtrfBody } }) =>
    submitToXtrf(arg.jobRequestId, arg.body),
  );
}
