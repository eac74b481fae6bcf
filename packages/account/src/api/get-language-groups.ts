// GET /userAccount/languageGroups (spec 1 §7): the user's personal and organisation groups.
import { calls } from '@lingua/contract';
import type { LanguageGroup } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the language groups. */
export const LANGUAGE_GROUPS_KEY = calls.getLanguageGroups.path;

/** Fetches every group of the user (both scopes). */
export function fetchLanguageGroups(): Promise<LanguageGroup[]> {
  return api.get<LanguageGroup[]>(calls.getLanguageGroups.path);
}

/** Hook: the user's language groups. */
export function useLanguageGroups(): SWRResponse<LanguageGroup[]> {
  return useSWR<LanguageGroup[]>(LANGUAGE_GROUPS_KEY, fetchLanguageGroups);
}
