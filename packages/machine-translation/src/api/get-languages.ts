// GET /languages with the engine flags (spec 3 §7): text uses languages with an intento id, files those with
// an xl8 file-translation id (the server sets both only for languages the installed MT engine serves),
// escalation those known to the human provider (xtrf).
import { calls } from '@lingua/contract';
import type { Language, LanguagesQuery } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

/** SWR key of a language lookup. */
export function languagesKey(query: LanguagesQuery) {
  return [calls.getLanguages.path, query] as const;
}

/** Fetches the languages matching the flags. */
export function getLanguages(query: LanguagesQuery): Promise<Language[]> {
  return api.get<Language[]>(calls.getLanguages.path, { query: { ...query } });
}

/** The enabled languages matching the flags, sorted by name. */
export function useLanguages(query: LanguagesQuery) {
  return useSWR(languagesKey(query), async () =>
    (await getLanguages(query)).filter((language) => !language.isDisabled).sort((a, b) => a.name.localeCompare(b.name)),
  );
}
