// Reference data every address form needs (spec 2 §7): GET /countries and GET /provinces. They are the same
// for every caller and rarely change, so one SWR key each lets the sign-up, quote-request and payment forms
// of a page share one fetch.
import { calls } from '@lingua/contract';
import type { Country, Province } from '@lingua/contract';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { api } from './api.ts';

/** SWR key of the countries. */
export const COUNTRIES_KEY = calls.getCountries.path;

/** SWR key of the provinces. */
export const PROVINCES_KEY = calls.getProvinces.path;

/** Fetches every country. */
export function fetchCountries(): Promise<Country[]> {
  return api.get<Country[]>(COUNTRIES_KEY);
}

/** Fetches every province, each with its countryId (address forms filter by the chosen country). */
export function fetchProvinces(): Promise<Province[]> {
  return api.get<Province[]>(PROVINCES_KEY);
}

/** Hook: every country. */
export function useCountries(): SWRResponse<Country[]> {
  return useSWR<Country[]>(COUNTRIES_KEY, fetchCountries);
}

/** Hook: every province. */
export function useProvinces(): SWRResponse<Province[]> {
  return useSWR<Province[]>(PROVINCES_KEY, fetchProvinces);
}
