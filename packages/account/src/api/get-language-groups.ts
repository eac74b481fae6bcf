// GET /userAccount/languageGroups (spec 1 §7): the user's personal and organisation groups.
import { calls } from '@lingua/contract';
import type { LanguageGroup } from '@lingua/contract';
import { callApi, callKey, useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** SWR key of the language groups. */
export const LANGUAGE_GROUPS_KEY = callKey(calls.getLanguageGroups, {});

/** Fetches every group of the user (both scopes). */
export function fetchLanguageGroups(): Promise<LanguageGroup[]> {
  return callApi(calls.getLanguageGroups, {});
}

/** Hook: the user's language groups. */
export function useLanguageGroups(): SWRResponse<LanguageGroup[]> {
  return useCall(calls.getLanguageGroups, {});
}
