// GET /provinces (spec 2 §7 reference data): every province with its countryId; the address filters by country.
import { calls } from '@lingua/contract';
import type { Province } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the provinces. */
export const PROVINCES_KEY = calls.getProvinces.path;

/** Fetches the provinces. */
export function fetchProvinces(): Promise<Province[]> {
  return api.get<Province[]>(calls.getProvinces.path);
}

/** Hook: the provinces. */
export function useProvinces(): SWRResponse<Province[]> {
  return useSWR<Province[]>(PROVINCES_KEY, fetchProvinces);
}
