// GET /provinces (spec 2 §7) for the contact address.
import { calls } from '@lingua/contract';
import type { Province } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const PROVINCES_KEY = calls.getProvinces.path;
export const fetchProvinces = (): Promise<Province[]> => api.get<Province[]>(PROVINCES_KEY);
export const useProvinces = () => useSWR(PROVINCES_KEY, fetchProvinces);
