// GET /provinces (spec 2 §7) for the billing address of the payment dialog.
import { calls } from '@lingua/contract';
import type { Province } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

/** SWR key of the province list. */
export const PROVINCES_KEY = calls.getProvinces.path;

/** Fetches every province (each with its countryId). */
export const fetchProvinces = (): Promise<Province[]> => api.get<Province[]>(PROVINCES_KEY);

/** Hook: every province. */
export const useProvinces = () => useSWR(PROVINCES_KEY, fetchProvinces);
