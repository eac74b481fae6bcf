// GET /languages (spec 1 §7, spec 2 §7, spec 3 §7): the reference languages, optionally only those known to
// the named engines (the flags of LanguagesQuery). Every feature reads them through this one key, so a page
// whose widgets ask the same question fetches once.
import { calls } from '@lingua/contract';
import type { Language, LanguagesQuery } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { keepLanguageCodes } from '../i18n/language-codes.ts';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi, callKey, preloadCall } from './call-api.ts';
import { useCall } from './use-call.ts';
import type { CallKey } from './call-api.ts';

const input = (query?: LanguagesQuery) => (query ? { query } : {});

export function languagesKey(query?: LanguagesQuery): CallKey {
  return callKey(calls.getLanguages, input(query));
}

export function fetchLanguages(query?: LanguagesQuery): Promise<Language[]> {
  return callApi(calls.getLanguages, input(query)).then((languages) => (keepLanguageCodes(languages), languages));
}

/** Starts fetching the languages before a form that reads them with useLanguages renders. */
export function preloadLanguages(query?: LanguagesQuery): void {
  preloadCall(calls.getLanguages, input(query));
}

/** Hook: the languages matching the flags; `null` waits (nothing fetched). Their codes name requests' languages. */
export function useLanguages(query?: LanguagesQuery | null): SWRResponse<Language[]> {
  const languages = useCall(calls.getLanguages, query === null ? null : input(query));
  if (languages.data) keepLanguageCodes(languages.data);
  return languages;
}

/**
 * Reads the languages while one other than English is shown, so the `{ id, name }` languages of requests are
 * named in it (nameOfLanguage); English names them as the server does and fetches nothing.
 */
export function useLanguageCodes(): void {
  useLanguages(useLanguage() === 'en' ? null : undefined);
}
