// The text catalogue (spec 1 §1): English is the reference, registered with registerTexts() under each feature's
// top-level key, so one t() reads every key, including the spec's un-prefixed ones. Other languages sit beside it,
// one module per package and language, imported the first time that language is shown (decision 189).
// A lookup of our own rather than i18next (decision 080): nested keys, `{{name}}` placeholders and CLDR plural
// suffixes (`_zero` … `_other`) chosen by Intl.PluralRules with `count`.
import { useSyncExternalStore } from 'react';
import { fillText, findText, merge, type CatalogueLoaders, type Language, type TextResources, type TextVars } from './catalogue.ts';
import { coreTextsEn } from './texts-en.ts';

export { LANGUAGES, type Catalogue, type CatalogueLoaders, type Language, type TextResources, type TextVars, type TranslatedLanguage } from './catalogue.ts';

const english: TextResources = {};
/** Loaded texts of the other languages, and each package's loaders of them (switch.ts fills both). */
const translated: Partial<Record<Language, TextResources>> = {};
const loaders = new Map<string, CatalogueLoaders>();
let shown: Language = 'en';
let wanted: Language = 'en';
const englishRules = new Intl.PluralRules('en');
let rules = englishRules;
// A new function whenever the catalogue changes, so components (and memoised children taking it) re-render.
let translator = (key: string, vars?: TextVars) => t(key, vars);
const listeners = new Set<() => void>();

function changed(): void {
  translator = (key, vars) => t(key, vars);
  for (const listener of listeners) listener();
}

/** Adds English texts under the top-level key `namespace` (e.g. `account` → `account.profile.title`); later texts win. */
export function registerTexts(namespace: string, resources: TextResources): void {
  merge(english, { [namespace]: resources });
  changed();
}

/** Shows `language` (switch.ts, once its catalogues loaded) unless another was asked for since; `fresh`: texts were added. */
function showLoaded(language: Language, fresh?: boolean): void {
  if (wanted !== language || (shown === language && !fresh)) return;
  shown = language;
  rules = new Intl.PluralRules(language);
  changed();
}

/**
 * Shows `language` once every registered package's catalogue in it has loaded; the last call wins. The loading
 * code is itself loaded only when a language other than English is asked for (decision 189).
 */
export function showLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === 'en') {
    showLoaded(language);
    return Promise.resolve();
  }
  return import('./switch.ts').then((m) => m.show(language, { loaders, translated, showLoaded }));
}

/**
 * A package's catalogues in the other languages (`name` is the package's), each imported the first time its
 * language is shown, so a page in English downloads none (decision 189).
 */
export function registerTranslations(name: string, packageLoaders: CatalogueLoaders): void {
  if (loaders.has(name)) return;
  loaders.set(name, packageLoaders);
  if (wanted !== 'en') void showLanguage(wanted);
}

/** Translates `key` with optional placeholder values; a text missing in the shown language reads English, an unknown key itself. */
export function t(key: string, vars?: TextVars): string {
  const text =
    findText(translated[shown], rules, key, vars?.count) ?? findText(english, englishRules, key, vars?.count);
  // Values go in as they are (React escapes); right to left, every one is isolated.
  return text === undefined ? key : fillText(text, vars, () => shown === 'ar');
}

/** The language the texts are shown in now. */
export function getLanguage(): Language {
  return shown;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useT(): (key: string, vars?: TextVars) => string {
  return useSyncExternalStore(subscribe, () => translator);
}

/** The shown language; components reading it render again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage);
}

// The root texts (spec keys such as `accessRestricted` live at the top level).
merge(english, coreTextsEn);
