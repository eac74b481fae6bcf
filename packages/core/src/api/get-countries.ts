// GET /countries (spec 2 §7 reference data): the same for every caller, so the sign-up, quote-request and
// payment forms of a page share one fetch.
import { calls } from '@lingua/contract';
import type { Country } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey } from './call-api.ts';
import { useCall } from './use-call.ts';

export const COUNTRIES_KEY = callKey(calls.getCountries, {});

export function fetchCountries(): Promise<Country[]> {
  return callApi(calls.getCountries, {});
}

export function useCountries(): SWRResponse<Country[]> {
  return useCall(calls.getCountries, {});
}
