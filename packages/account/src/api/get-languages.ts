// GET /languages (spec 1 §7 reference data): the languages a group can hold.
import { calls } from '@lingua/contract';
import type { Language } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the language list. */
export const LANGUAGES_KEY = calls.getLanguages.path;

/** Fetches all languages. */
export function fetchLanguages(): Promise<Language[]> {
  return api.get<Language[]>(calls.getLanguages.path);
}

/** Hook: all languages; not fetched while `enabled` is false. */
export function useLanguages(enabled = true): SWRResponse<Language[]> {
  return useSWR<Language[]>(enabled ? LANGUAGES_KEY : null, fetchLanguages);
}
