// Reference data: languages, LLTS languages, countries, provinces (spec 1 §3 and §7, spec 2 §3, spec 3 §3).
import Type, { type Static } from 'typebox';
import { TextDirection } from '../enums.ts';
import { Nullable } from './common.ts';

// Spec 1 §3: language lookups accept optional existence flags for the id of each backend system.
export const LanguagesQuery = Type.Object({
  xtrfIdExists: Type.Optional(Type.Boolean()),
  intentoIdExists: Type.Optional(Type.Boolean()),
  smartMateIdExists: Type.Optional(Type.Boolean()),
  azureIdExists: Type.Optional(Type.Boolean()),
  xl8FileTranslationIdExists: Type.Optional(Type.Boolean()),
  xl8SyncIdExists: Type.Optional(Type.Boolean()),
  xl8DubbingIdExists: Type.Optional(Type.Boolean()),
});
export type LanguagesQuery = Static<typeof LanguagesQuery>;

// Spec 2 §3 (id, name, preferred) and spec 3 §3 (isDisabled, provider identifiers per engine). The
// identifier names follow the query flags above (xtrfIdExists → xtrfId; spec 2 §3 names xtrfId).
export const Language = Type.Object({
  id: Type.String(),
  name: Type.String(),
  preferred: Type.Optional(Type.Boolean()),
  isDisabled: Type.Optional(Type.Boolean()),
  direction: Type.Optional(TextDirection),
  xtrfId: Type.Optional(Nullable(Type.Integer())),
  intentoId: Type.Optional(Nullable(Type.String())),
  smartMateId: Type.Optional(Nullable(Type.String())),
  azureId: Type.Optional(Nullable(Type.String())),
  xl8FileTranslationId: Type.Optional(Nullable(Type.String())),
  xl8SyncId: Type.Optional(Nullable(Type.String())),
  xl8DubbingId: Type.Optional(Nullable(Type.String())),
});
export type Language = Static<typeof Language>;
export const LanguageList = Type.Array(Language);

// Spec 1 §7 GET /lltsLanguages; spec 3 §3 settings.supportedLltsLanguages refers to these ids.
export const LltsLanguage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  direction: Type.Optional(TextDirection),
});
export type LltsLanguage = Static<typeof LltsLanguage>;
export const LltsLanguageList = Type.Array(LltsLanguage);

// Spec 2 §3 "Country and province: id, name (province also countryId)".
export const Country = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Country = Static<typeof Country>;
export const CountryList = Type.Array(Country);

export const Province = Type.Object({ id: Type.Integer(), name: Type.String(), countryId: Type.Integer() });
export type Province = Static<typeof Province>;
export const ProvinceList = Type.Array(Province);
