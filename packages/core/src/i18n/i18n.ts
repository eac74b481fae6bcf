// The text catalogue (spec 1 §1): English is the reference, registered with registerTexts() under each feature's
// top-level key, so one t() reads every key, including the spec's un-prefixed ones. Other languages sit beside it,
// one module per package and language, imported the first time that language is shown (decision 189).
// A lookup of our own rather than i18next (decision 080): nested keys, `{{name}}` placeholders and CLDR plural
// suffixes (`_zero` … `_other`) chosen by Intl.PluralRules with `count`.
import { useSyncExternalStore } from 'react';
import { merge, type CatalogueLoaders, type Language, type TextResources, type TextVars } from './catalogue.ts';
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

function lookup(root: TextResources | undefined, key: string): string | undefined {
  let node: string | TextResources | undefined = root;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(
  root: TextResources | undefined,
  plurals: Intl.PluralRules,
  key: string,
  count: unknown,
): string | undefined {
  // Every catalogue has each plural form its language's CLDR rules name (the catalogue test checks).
  return (
    (typeof count === 'number' ? lookup(root, `${key}_${plurals.select(count)}`) : undefined) ??
    lookup(root, key)
  );
}

/** Translates `key` with optional placeholder values; a text missing in the shown language reads English, an unknown key itself. */
export function t(key: string, vars?: TextVars): string {
  const text =
    find(translated[shown], rules, key, vars?.count) ?? find(english, englishRules, key, vars?.count);
  if (text === undefined) return key;
  // Values go in as they are (React escapes); a placeholder without a value stays visible as a gap. Right to
  // left, each value is isolated (FSI … PDI, what <bdi> does) so a Latin name's brackets stay with it.
  return text.replace(/\{\{([\w.-]+)\}\}/g, (placeholder, name: string) =>
    vars && Object.hasOwn(vars, name) ? (shown === 'ar' ? `\u2068${vars[name]}\u2069` : String(vars[name])) : placeholder,
  );
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
