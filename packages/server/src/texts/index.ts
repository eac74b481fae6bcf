// What the server writes for people — e-mails, the identity provider's pages, PDFs — in the person's language
// (decision 190): their stored preference, else the language their browser shows (core's API client sends it as
// Accept-Language, the sign-in as ui_locales), else English. One catalogue per language in this folder, read by
// core's own rules (nested keys, `{{name}}`, CLDR plurals); a text missing in a language reads English.
import {
  chooseLanguage,
  directionOf,
  fillText,
  findText,
  LOCALES,
  type Language,
  type TextResources,
  type TextVars,
} from '@lingua/core/catalogue';
import ar from './ar.ts';
import de from './de.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import ja from './ja.ts';

export { LANGUAGES, type Language, type TextVars } from '@lingua/core/catalogue';
export { noticeKey } from './en.ts';
export { acceptedLanguages, languageFor } from './accept-language.ts';

export const CATALOGUES: Readonly<Record<Language, TextResources>> = { en, de, fr, es, ja, ar };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Base<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** Every key of the English catalogue, plural forms by their base (`pdf.pages`). */
export type TextKey = Base<Leaves<typeof en>> | `notice.title.${string}`;

export interface Texts {
  readonly language: Language;
  readonly dir: 'ltr' | 'rtl';
  /** The BCP 47 locale for Intl. */
  readonly locale: string;
  /** The text of `key` with its `{{name}}`s filled; a numeric `count` picks the plural form. */
  t(key: TextKey, vars?: TextVars): string;
  /** Items joined by the language's separator ("a, b", "a、b", "a، b"). */
  list(items: readonly string[]): string;
  /** A whole number or an amount in the language's digits and separators. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** US dollars: English as it always read ("1234.50 USD"), the others in their own way ("1.234,50 USD"). */
  usd(amount: number): string;
  /** A size in bytes with the unit's name (Intl: "1,234 bytes", "1.234 Byte"). */
  bytes(count: number): string;
  /** A day, two-digit day and month (English MM/DD/YYYY, spec 2 §9), in UTC. */
  date(value: Date): string;
  /** A wait: "15 minutes" from two minutes up, else seconds, in the language's words. */
  wait(seconds: number): string;
}

const made = new Map<Language, Texts>();

/** The texts of `language` (English for anything else). */
export function textsIn(language: Language | null | undefined): Texts {
  const lang = chooseLanguage([language]);
  let texts = made.get(lang);
  if (!texts) made.set(lang, (texts = build(lang)));
  return texts;
}

function build(language: Language): Texts {
  const locale = LOCALES[language];
  const plurals = new Intl.PluralRules(locale);
  const english = new Intl.PluralRules(LOCALES.en);
  const rtl = directionOf(language) === 'rtl';
  // A link stays bare: mail programs would take the isolating marks into the address they make clickable. A title is
  // already a sentence of this catalogue, and a line opening with an isolate would lose its direction (UBA P2).
  const isolate = (name: string) => rtl && name !== 'link' && name !== 'title';
  const number = (value: number, options?: Intl.NumberFormatOptions) => value.toLocaleString(locale, options);
  const t = (key: TextKey, vars?: TextVars) => {
    const text =
      findText(CATALOGUES[language], plurals, key, vars?.count) ?? findText(CATALOGUES.en, english, key, vars?.count);
    return text === undefined ? key : fillText(text, vars, isolate);
  };
  return {
    language,
    dir: directionOf(language),
    locale,
    t,
    list: (items) => items.join(t('common.separator')),
    number,
    usd: (amount) =>
      language === 'en'
        ? `${amount.toFixed(2)} USD`
        : number(amount, { style: 'currency', currency: 'USD', currencyDisplay: 'code' }),
    bytes: (count) => number(count, { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
    date: (value) =>
      value.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
    wait: (seconds) =>
      seconds >= 120
        ? number(Math.ceil(seconds / 60), { style: 'unit', unit: 'minute', unitDisplay: 'long' })
        : number(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' }),
  };
}
