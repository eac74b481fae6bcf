// GET /provinces (spec 2 §7 reference data): every province with its countryId; address forms filter by the
// chosen country.
import { calls } from '@lingua/contract';
import type { Province } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey } from './call-api.ts';
import { useCall } from './use-call.ts';

export const PROVINCES_KEY = callKey(calls.getProvinces, {});

export function fetchProvinces(): Promise<Province[]> {
  return callApi(calls.getProvinces, {});
}

export function useProvinces(): SWRResponse<Province[]> {
  return useCall(calls.getProvinces, {});
}
