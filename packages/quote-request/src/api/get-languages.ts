// GET /languages (spec 2 §7): the languages offered as source and targets.
import { calls } from '@lingua/contract';
import type { Language } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const LANGUAGES_KEY = calls.getLanguages.path;
export const fetchLanguages = (): Promise<Language[]> => api.get<Language[]>(LANGUAGES_KEY);
export const useLanguages = () => useSWR(LANGUAGES_KEY, fetchLanguages);
