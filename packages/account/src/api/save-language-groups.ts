// POST /userAccount/languageGroups/{groupScope} (spec 1 §7): the body is the full array of that scope.
import { calls, fillPath } from '@lingua/contract';
import type { LanguageGroup, LanguageGroupScope } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { LANGUAGE_GROUPS_KEY } from './get-language-groups.ts';

/** Arguments of a save: the scope and every group of it after the change. */
export interface SaveLanguageGroupsArg {
  scope: LanguageGroupScope;
  groups: LanguageGroup[];
}

/** Replaces all groups of one scope. */
export function saveLanguageGroups({ scope, groups }: SaveLanguageGroupsArg): Promise<void> {
  return api.post<void>(fillPath(calls.saveLanguageGroups.path, { groupScope: scope }), groups);
}

/** Mutation hook; the group list is revalidated afterwards. */
export function useSaveLanguageGroups() {
  return useSWRMutation(LANGUAGE_GROUPS_KEY, (_key: string, { arg }: { arg: SaveLanguageGroupsArg }) => saveLanguageGroups(arg), {
    populateCache: false,
    revalidate: true,
  });
}
