// Dates, numbers, money, file sizes and language names in the shown language's conventions, through Intl
// (decision 189): a component reading them renders again on a switch because it reads useT or useLanguage.
import type { Language as PortalLanguage } from '@lingua/contract';
import { LOCALES } from './catalogue.ts';
import { getLanguage } from './i18n.ts';
import type { Language } from './i18n.ts';
import { languageCodes } from './language-codes.ts';

/** The BCP 47 locale of the shown language. */
export const currentLocale = (): string => LOCALES[getLanguage()];

/** A timestamp as lists and details show it, e.g. "Mar 4, 2026, 9:05 AM" / "04.03.2026, 09:05". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(value: string | number | Date): string {
  return new Date(value).toLocaleDateString(currentLocale(), { dateStyle: 'medium' });
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(currentLocale(), options);
}

export function formatCurrency(amount: number, currency: string): string {
  return formatNumber(amount, { style: 'currency', currency });
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in the largest binary unit below them: "12.5 MB", "12,5 Mo". */
export function formatFileSize(bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    maximumFractionDigits: unit < 2 ? 0 : 1,
  });
}

/** A language's name in the shown language (`fr` → "Französisch"), or in `locale`, for codes the catalogue does not name. */
export function languageName(code: string, locale = currentLocale()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const upperFirst = (name: string, language: Language) => name.charAt(0).toLocaleUpperCase(language) + name.slice(1);

/** A language's own name, as a language menu lists it ("Deutsch", "Français", "العربية"). */
export const endonym = (language: Language): string => upperFirst(languageName(language, LOCALES[language]), language);

let named: [Language, Intl.DisplayNames] | undefined;

/**
 * A portal language's name in the shown language (decision 189): English keeps the server's name; the others
 * name its BCP 47 code (`azureId`, or kept from GET /languages) through Intl, else read the English name. As a
 * label it starts with a capital ("Espagnol"); `inText` keeps the form a sentence needs ("Voix en espagnol").
 */
export function nameOfLanguage(language: { id: string; name: string; azureId?: string | null }, inText?: boolean): string {
  const shown = getLanguage();
  const code = language.azureId ?? languageCodes.get(language.id);
  if (shown === 'en' || !code) return language.name;
  if (named?.[0] !== shown) named = [shown, new Intl.DisplayNames([LOCALES[shown]], { type: 'language', fallback: 'none' })];
  let name: string | undefined;
  try {
    name = named[1].of(code);
  } catch {
    // A code Intl cannot read: the English name below.
  }
  return name ? (inText ? name : upperFirst(name, shown)) : language.name;
}

// One collator for every sort: localeCompare builds its locale data on each call, which made sorting the
// language list a visible part of a page's first render (decision 088).
const byName = new Intl.Collator().compare;

/** The languages a picker offers: enabled ones (spec 3 §3 isDisabled), sorted by their names in the shown language. */
export function enabledLanguagesByName(languages: readonly PortalLanguage[]): PortalLanguage[] {
  return languages.filter((language) => !language.isDisabled).sort((a, b) => byName(nameOfLanguage(a), nameOfLanguage(b)));
}

/**
 * The `dir` of a box a person types in or reads back (decision 189): the text's own direction once there is text
 * (English in an Arabic page keeps its full stop at its end), the page's while empty, so a placeholder stays on
 * the page's side (an empty `dir="auto"` box reads left to right).
 */
export const textDir = (text: string | null | undefined): 'auto' | undefined => (text ? 'auto' : undefined);

/** textDir for a Mantine input, whose own `dir` prop goes to its wrapper: `attributes={inputDir(value)}`. */
export const inputDir = (text: string | null | undefined) => ({ input: { dir: textDir(text) } });
