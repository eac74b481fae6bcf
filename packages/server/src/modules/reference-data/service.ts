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

type LanguageRow = typeof languages.$inferSelect;

/** Which column each existence flag reads. */
const FLAG_FIELDS = {
  xtrfIdExists: 'xtrfId',
  intentoIdExists: 'intentoId',
  smartMateIdExists: 'smartMateId',
  azureIdExists: 'azureId',
  xl8FileTranslationIdExists: 'xl8FileTranslationId',
  xl8SyncIdExists: 'xl8SyncId',
  xl8DubbingIdExists: 'xl8DubbingId',
} as const satisfies Record<keyof LanguagesQuery, keyof LanguageRow>;

/**
 * Ids that name what an installed engine serves rather than what the table says (engines/mt/plugin.ts,
 * engines/media/plugin.ts): text and file machine translation (intento, xl8 file translation), media sources
 * (xl8 sync: the languages the speech recogniser transcribes) and dubbing (xl8 dubbing: languages with voices).
 * A language the engine does not serve has no id there; one it serves shows the table's id, or its code.
 */
export type EngineServed = Partial<Record<keyof LanguagesQuery, ReadonlySet<string>>>;

/**
 * `xxxIdExists=true` keeps languages that engine knows; `false` keeps those it does not. For the flags in
 * `served` the installed engines decide; for the others the table does.
 */
export async function listLanguages(db: Db, query: LanguagesQuery, served: EngineServed = {}): Promise<Language[]> {
  const conditions: SQL[] = [];
  for (const [flag, column] of Object.entries(EXISTENCE_FLAGS) as Array<[keyof LanguagesQuery, PgColumn]>) {
    if (served[flag]) continue;
    const wanted = query[flag];
    if (wanted === true) conditions.push(isNotNull(column));
    else if (wanted === false) conditions.push(isNull(column));
  }
  const found = await db
    .select()
    .from(languages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(languages.name));
  const engineFlags = Object.entries(served) as Array<[keyof LanguagesQuery, ReadonlySet<string>]>;
  const rows = found
    .map((l) => {
      const row: Record<string, unknown> = { ...l };
      for (const [flag, ids] of engineFlags) {
        const field = FLAG_FIELDS[flag];
        row[field] = ids.has(l.id) ? (l[field] ?? l.azureId ?? l.id) : null;
      }
      return row as LanguageRow;
    })
    .filter((l) => engineFlags.every(([flag]) => query[flag] === undefined || (l[FLAG_FIELDS[flag]] !== null) === query[flag]));
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
