// The SWR hook of a typed call, apart from callApi: an element whose first screen only sends calls (or none)
// loads no SWR (decision 171).
import type { CallDefinition, CallResponse } from '@lingua/contract';
import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { callApi, callKey, takePreloaded } from './call-api.ts';
import type { CallInput } from './call-api.ts';

/**
 * SWR hook of a GET call. Pass null as input to wait (conditional fetching, e.g. until an id is known).
 * The key is callKey(call, input) (the filled path and the query), so `mutate(callKey(…))` refreshes every
 * reader of the same request.
 */
export function useCall<C extends CallDefinition>(
  call: C,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallResponse<C>>,
): SWRResponse<CallResponse<C>> {
  const key = input === null ? null : callKey(call, input);
  return useSWR<CallResponse<C>>(
    key,
    () => takePreloaded<CallResponse<C>>(key!) ?? callApi(call, input as CallInput<C>),
    config,
  );
}
