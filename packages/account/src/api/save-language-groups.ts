// POST /userAccount/languageGroups/{groupScope} (spec 1 §7): the body is the full array of that scope.
import { calls } from '@lingua/contract';
import type { LanguageGroup, LanguageGroupScope } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { LANGUAGE_GROUPS_KEY } from './get-language-groups.ts';

/** Arguments of a save: the scope and every group of it after the change. */
export interface SaveLanguageGroupsArg {
  scope: LanguageGroupScope;
  groups: LanguageGroup[];
}

/** Replaces all groups of one scope. */
export async function saveLanguageGroups({ scope, groups }: SaveLanguageGroupsArg): Promise<void> {
  await callApi(calls.saveLanguageGroups, { params: { groupScope: scope }, body: groups });
}

/** Mutation hook; the group list is revalidated afterwards. */
export function useSaveLanguageGroups() {
  return useSWRMutation(LANGUAGE_GROUPS_KEY, (_key: unknown, { arg }: { arg: SaveLanguageGroupsArg }) => saveLanguageGroups(arg), {
    populateCache: false,
    revalidate: true,
  });
}
