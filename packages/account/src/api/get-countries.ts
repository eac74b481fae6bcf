// GET /countries and GET /provinces (spec 2 §7 reference data) for the sign-up address.
import { calls } from '@lingua/contract';
import type { Country } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the countries. */
export const COUNTRIES_KEY = calls.getCountries.path;

/** Fetches the countries. */
export function fetchCountries(): Promise<Country[]> {
  return api.get<Country[]>(calls.getCountries.path);
}

/** Hook: the countries. */
export function useCountries(): SWRResponse<Country[]> {
  return useSWR<Country[]>(COUNTRIES_KEY, fetchCountries);
}
