// Reference data for forms (spec 1 §7), the same for every caller. Kept in memory (only the seed writes it) and
// re-read in the background after REFERENCE_DATA_KEEP_MS, so a newer deployment's seed reaches running processes.
import { asc } from 'drizzle-orm';
import type { CallQuery, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { countries, languages, lltsLanguages, provinces } from '../../db/schema/index.ts';
import { textsIn, type Language as UiLanguage } from '../../texts/index.ts';

type LanguagesQuery = NonNullable<CallQuery<typeof calls.getLanguages>>;
type Language = CallResponse<typeof calls.getLanguages>[number];
type LltsLanguage = CallResponse<typeof calls.getLltsLanguages>[number];
type Country = CallResponse<typeof calls.getCountries>[number];
type Province = CallResponse<typeof calls.getProvinces>[number];

type LanguageRow = typeof languages.$inferSelect;

export const REFERENCE_DATA_KEEP_MS = 5 * 60_000;

interface ReferenceData {
  languages: LanguageRow[];
  languageNames: ReadonlyMap<string, string>;
  /** Each language's BCP 47 code (the cloud engines' id), which Intl names in other languages. */
  languageCodes: ReadonlyMap<string, string | null>;
  lltsLanguages: LltsLanguage[];
  countries: Country[];
  provinces: Province[];
}

const kept = new WeakMap<Db, { loadedAt: number; data: Promise<ReferenceData>; refreshing?: boolean }>();

async function loadReferenceData(db: Db): Promise<ReferenceData> {
  const [langs, llts, countryRows, provinceRows] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.name)),
    db.select({ id: lltsLanguages.id, name: lltsLanguages.name }).from(lltsLanguages).orderBy(asc(lltsLanguages.name)),
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db
      .select({ id: provinces.id, name: provinces.name, countryId: provinces.countryId })
      .from(provinces)
      .orderBy(asc(provinces.countryId), asc(provinces.name)),
  ]);
  return {
    languages: langs,
    languageNames: new Map(langs.map((l) => [l.id, l.name])),
    languageCodes: new Map(langs.map((l) => [l.id, l.azureId])),
    lltsLanguages: llts,
    countries: countryRows,
    provinces: provinceRows,
  };
}

/** The kept reference data of `db`, read on first use; a failed first read is retried by the next caller. */
export function referenceData(db: Db): Promise<ReferenceData> {
  const entry = kept.get(db);
  const now = Date.now();
  if (!entry) {
    const data = loadReferenceData(db);
    kept.set(db, { loadedAt: now, data });
    data.catch(() => kept.delete(db));
    return data;
  }
  if (now - entry.loadedAt > REFERENCE_DATA_KEEP_MS && !entry.refreshing) {
    // Serve what is kept while the fresh copy loads; keep the old one if the read fails.
    entry.refreshing = true;
    loadReferenceData(db).then(
      (fresh) => kept.set(db, { loadedAt: Date.now(), data: Promise.resolve(fresh) }),
      () => kept.set(db, { loadedAt: Date.now(), data: entry.data }),
    );
  }
  return entry.data;
}

/** The languages' stored (English) names, or in `language` as Intl names their codes (decision 190). */
export async function languageNames(db: Db, ids: readonly string[], language: UiLanguage = 'en'): Promise<Map<string, string>> {
  const wanted = ids.filter(Boolean);
  if (wanted.length === 0) return new Map();
  const { languageNames: names, languageCodes: codes } = await referenceData(db);
  const intl = language === 'en' ? undefined : new Intl.DisplayNames([textsIn(language).locale], { type: 'language', fallback: 'none' });
  const out = new Map<string, string>();
  for (const id of wanted) {
    const code = codes.get(id);
    const name = (code && intl?.of(code)) || names.get(id);
    if (name !== undefined) out.set(id, name);
  }
  return out;
}

const FLAG_FIELDS = {
  xtrfIdExists: 'xtrfId',
  intentoIdExists: 'intentoId',
  smartMateIdExists: 'smartMateId',
  azureIdExists: 'azureId',
  xl8FileTranslationIdExists: 'xl8FileTranslationId',
  xl8SyncIdExists: 'xl8SyncId',
  xl8DubbingIdExists: 'xl8DubbingId',
} as const satisfies Record<keyof LanguagesQuery, keyof LanguageRow>;

/** Ids an installed engine serves (engines/mt/plugin.ts, engines/media/plugin.ts) rather than what the table says. */
export type EngineServed = Partial<Record<keyof LanguagesQuery, ReadonlySet<string>>>;

/** `xxxIdExists=true` keeps languages that engine knows, `false` the others; `served` decides for its flags. */
export async function listLanguages(db: Db, query: LanguagesQuery, served: EngineServed = {}): Promise<Language[]> {
  const tableFlags = (Object.keys(FLAG_FIELDS) as Array<keyof LanguagesQuery>).filter((flag) => !served[flag] && query[flag] !== undefined);
  const found = (await referenceData(db)).languages.filter((l) => tableFlags.every((flag) => (l[FLAG_FIELDS[flag]] !== null) === query[flag]));
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
  return (await referenceData(db)).lltsLanguages;
}

export async function listCountries(db: Db): Promise<Country[]> {
  return (await referenceData(db)).countries;
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return (await referenceData(db)).provinces;
}
