// GET /countries (spec 2 §7) for the contact address.
import { calls } from '@lingua/contract';
import type { Country } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const COUNTRIES_KEY = calls.getCountries.path;
export const fetchCountries = (): Promise<Country[]> => api.get<Country[]>(COUNTRIES_KEY);
export const useCountries = () => useSWR(COUNTRIES_KEY, fetchCountries);
