// Calls of the registry (calls.ts): Language groups (spec 1 §7)
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { LanguageGroupList, LanguageGroupScopeParams, SaveLanguageGroupsBody } from '../schemas/language-groups.ts';

export const languageGroupsCalls = {
  getLanguageGroups: defineCall({
    operationId: 'getLanguageGroups',
    method: 'GET',
    path: '/userAccount/languageGroups',
    summary: "List the user's personal and organisation language groups",
    tags: ['languageGroups'],
    auth: 'required',
    response: { 200: LanguageGroupList, ...errors(401, 403, 500) },
  }),
  saveLanguageGroups: defineCall({
    operationId: 'saveLanguageGroups',
    method: 'POST',
    path: '/userAccount/languageGroups/{groupScope}',
    summary: 'Replace all language groups of one scope (ORGANIZATION needs CLIENT)',
    tags: ['languageGroups'],
    auth: 'required',
    params: LanguageGroupScopeParams,
    body: SaveLanguageGroupsBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 500) },
  }),
} as const;
