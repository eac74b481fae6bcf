// Dates, numbers, money, file sizes and language names in the shown language's conventions, through Intl
// (decision 189): a component reading them renders again on a switch because it reads useT or useLanguage.
import { LOCALES } from './catalogue.ts';
import { getLanguage } from './i18n.ts';
import type { Language } from './i18n.ts';

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

/** A language's own name, as a language menu lists it ("Deutsch", "Français", "العربية"). */
export function endonym(language: Language): string {
  const name = languageName(language, LOCALES[language]);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
