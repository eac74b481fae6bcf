// GET /languages (spec 1 §7, spec 2 §7, spec 3 §7): the reference languages, optionally only those known to
// the named engines (the flags of LanguagesQuery). Every feature reads them through this one key, so a page
// whose widgets ask the same question fetches once.
import { calls } from '@lingua/contract';
import type { Language, LanguagesQuery } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey, preloadCall } from './call-api.ts';
import { useCall } from './use-call.ts';
import type { CallKey } from './call-api.ts';

const input = (query?: LanguagesQuery) => (query ? { query } : {});

export function languagesKey(query?: LanguagesQuery): CallKey {
  return callKey(calls.getLanguages, input(query));
}

export function fetchLanguages(query?: LanguagesQuery): Promise<Language[]> {
  return callApi(calls.getLanguages, input(query));
}

/** Starts fetching the languages before a form that reads them with useLanguages renders. */
export function preloadLanguages(query?: LanguagesQuery): void {
  preloadCall(calls.getLanguages, input(query));
}

/** Hook: the languages matching the flags; `null` waits (nothing fetched). */
export function useLanguages(query?: LanguagesQuery | null): SWRResponse<Language[]> {
  return useCall(calls.getLanguages, query === null ? null : input(query));
}

// One collator for every sort: localeCompare builds its locale data on each call, which made sorting the
// language list a visible part of a page's first render (decision 088).
const byName = new Intl.Collator().compare;

/** The languages a picker offers: enabled ones (spec 3 §3 isDisabled), sorted by name. */
export function enabledLanguagesByName(languages: readonly Language[]): Language[] {
  return languages.filter((language) => !language.isDisabled).sort((a, b) => byName(a.name, b.name));
}
