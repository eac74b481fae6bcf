// Reference data for forms and pickers (spec 1 §7): languages with per-engine existence filters, LLTS
// languages, countries and provinces. Not organisation-scoped: it is the same for every caller.
import { asc, isNotNull, isNull, type SQL, and } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CallQuery, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { countries, languages, lltsLanguages, provinces } from '../../db/schema/index.ts';

type LanguagesQuery = NonNullable<CallQuery<typeof calls.getLanguages>>;
type Language = CallResponse<typeof calls.getLanguages>[number];
type LltsLanguage = CallResponse<typeof calls.getLltsLanguages>[number];
type Country = CallResponse<typeof calls.getCountries>[number];
type Province = CallResponse<typeof calls.getProvinces>[number];

const EXISTENCE_FLAGS: Record<keyof LanguagesQuery, PgColumn> = {
  xtrfIdExists: languages.xtrfId,
  intentoIdExists: languages.intentoId,
  smartMateIdExists: languages.smartMateId,
  azureIdExists: languages.azureId,
  xl8FileTranslationIdExists: languages.xl8FileTranslationId,
  xl8SyncIdExists: languages.xl8SyncId,
  xl8DubbingIdExists: languages.xl8DubbingId,
};

// The machine-translation ids (text: intento, files: xl8 file translation) name what the installed engine
// serves, not what the table says: a language the engine cannot translate has no id there (engines/mt/plugin.ts).
const MT_ENGINE_FLAGS = new Set<keyof LanguagesQuery>(['intentoIdExists', 'xl8FileTranslationIdExists']);

/**
 * `xxxIdExists=true` keeps languages that engine knows; `false` keeps those it does not. `mtServed` (the ids
 * the machine-translation engine serves) limits the machine-translation ids; without it the table decides.
 */
export async function listLanguages(db: Db, query: LanguagesQuery, mtServed?: ReadonlySet<string>): Promise<Language[]> {
  const conditions: SQL[] = [];
  for (const [flag, column] of Object.entries(EXISTENCE_FLAGS) as Array<[keyof LanguagesQuery, PgColumn]>) {
    if (mtServed && MT_ENGINE_FLAGS.has(flag)) continue;
    const wanted = query[flag];
    if (wanted === true) conditions.push(isNotNull(column));
    else if (wanted === false) conditions.push(isNull(column));
  }
  const found = await db
    .select()
    .from(languages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(languages.name));
  const rows = mtServed
    ? found
        .map((l) => (mtServed.has(l.id) ? l : { ...l, intentoId: null, xl8FileTranslationId: null }))
        .filter(
          (l) =>
            (query.intentoIdExists === undefined || (l.intentoId !== null) === query.intentoIdExists) &&
            (query.xl8FileTranslationIdExists === undefined || (l.xl8FileTranslationId !== null) === query.xl8FileTranslationIdExists),
        )
    : found;
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    preferred: l.preferred,
    isDisabled: l.isDisabled,
    direction: l.direction,
    xtrfId: l.xtrfId,
    intentoId: l.intentoId,
    smartMateId: l.smartMateId,
    azureId: l.azureId,
    xl8FileTranslationId: l.xl8FileTranslationId,
    xl8SyncId: l.xl8SyncId,
    xl8DubbingId: l.xl8DubbingId,
  }));
}

export async function listLltsLanguages(db: Db): Promise<LltsLanguage[]> {
  return db.select({ id: lltsLanguages.id, name: lltsLanguages.name }).from(lltsLanguages).orderBy(asc(lltsLanguages.name));
}

export async function listCountries(db: Db): Promise<Country[]> {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, countryId: provinces.countryId })
    .from(provinces)
    .orderBy(asc(provinces.countryId), asc(provinces.name));
}
