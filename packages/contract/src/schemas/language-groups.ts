// Language groups (spec 1 §3 and §7, spec 2 §3).
import Type, { type Static } from 'typebox';
import { LanguageGroupScope } from '../enums.ts';
import { Nullable } from './common.ts';

// Spec 1 §3 "languages (records of id and name)"; spec 2 §3 "languages with xtrfId".
export const LanguageGroupLanguage = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String(),
  xtrfId: Type.Optional(Nullable(Type.Integer())),
});
export type LanguageGroupLanguage = Static<typeof LanguageGroupLanguage>;

// Spec 1 §5: a name and at least one language are required.
export const LanguageGroup = Type.Object({
  name: Type.String({ minLength: 1, pattern: '\\S' }),
  scope: LanguageGroupScope,
  languages: Type.Array(LanguageGroupLanguage, { minItems: 1 }),
});
export type LanguageGroup = Static<typeof LanguageGroup>;
export const LanguageGroupList = Type.Array(LanguageGroup);

export const LanguageGroupScopeParams = Type.Object({ groupScope: LanguageGroupScope });
export type LanguageGroupScopeParams = Static<typeof LanguageGroupScopeParams>;

// Spec 1 §7: the body is the full array of groups of that scope (it replaces them).
export const SaveLanguageGroupsBody = Type.Array(LanguageGroup);
export type SaveLanguageGroupsBody = Static<typeof SaveLanguageGroupsBody>;
