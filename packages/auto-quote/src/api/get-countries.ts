// GET /countries (spec 2 §7) for the billing address of the payment dialog.
import { calls } from '@lingua/contract';
import type { Country } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

/** SWR key of the country list. */
export const COUNTRIES_KEY = calls.getCountries.path;

/** Fetches every country. */
export const fetchCountries = (): Promise<Country[]> => api.get<Country[]>(COUNTRIES_KEY);

/** Hook: every country. */
export const useCountries = () => useSWR(COUNTRIES_KEY, fetchCountries);
