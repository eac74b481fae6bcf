// The checks every translated catalogue passes (decision 189): the English keys, no others, the same
// placeholders, the plural forms the language's CLDR rules name, no text left in English unless the UI
// glossary lists it as the same in that language, and French typography as the glossary sets it.
import type { Language, TextResources } from '../src/i18n/i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{([\w.-]+)\}\}/g;

function flatten(
  resources: TextResources,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** French: a narrow no-break space (U+202F) before ? ! ; : and inside « » (docs/ui-glossary.md), no other space. */
const FRENCH_SPACING = /[ \u00a0][?!;:]|(^|[^\u202f\s])[?!;:](\s|$)|«[^\u202f]|[^\u202f]»/;

const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!));

/** A text with no word of its own: placeholders, numbers, e-mail addresses, phone numbers, punctuation. */
function hasNoWords(text: string): boolean {
  return !/\p{L}{2,}/u.test(text.replace(PLACEHOLDER, '').replace(/\S+@\S+/g, ''));
}

/** The texts allowed to equal English, per language (`all` for every one), from docs/ui-glossary.md. */
export function sameAsEnglish(glossary: string): Map<string, Set<string>> {
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Same as English')) ?? '';
  const allowed = new Map<string, Set<string>>();
  for (const row of section.split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !/^[a-z]{2,3}$/.test(cells[1]!)) continue;
    allowed.set(cells[1]!, new Set([...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
  }
  return allowed;
}

export function checkCatalogue(
  english: TextResources,
  translated: TextResources,
  language: Language,
  allowed: Map<string, Set<string>>,
): string[] {
  const en = flatten(english);
  const tr = flatten(translated);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const same = new Set([...(allowed.get('all') ?? []), ...(allowed.get(language) ?? [])]);
  const problems: string[] = [];
  const expected = new Map<string, { english: string; plural: boolean }>();
  for (const [key, text] of en) {
    const base = key.replace(PLURAL, '');
    if (base === key) expected.set(key, { english: text, plural: false });
    else
      for (const category of categories) {
        const english = en.get(`${base}_${category}`) ?? en.get(`${base}_other`) ?? text;
        expected.set(`${base}_${category}`, { english, plural: true });
      }
  }
  for (const [key, { english: text, plural }] of expected) {
    const translation = tr.get(key);
    if (translation === undefined) {
      problems.push(`${language} ${key}: ${plural ? 'plural form' : 'key'} missing`);
      continue;
    }
    const want = placeholders(text);
    const got = placeholders(translation);
    for (const name of want)
      if (!got.has(name) && !(plural && name === 'count'))
        problems.push(`${language} ${key}: placeholder {{${name}}} missing`);
    // A plural form may also say its count where English's does not: French `one` covers 0 as well as 1.
    for (const name of got)
      if (!want.has(name) && !(plural && name === 'count'))
        problems.push(`${language} ${key}: placeholder {{${name}}} added`);
    if (translation === text && !hasNoWords(text) && !same.has(text))
      problems.push(`${language} ${key}: same as English ("${text}")`);
    if (language === 'fr' && FRENCH_SPACING.test(translation.replace(/https?:\/\/\S+/g, '')))
      problems.push(`${language} ${key}: French spacing around ? ! ; : or « » ("${translation}")`);
  }
  const pluralBases = new Set(
    [...en.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
  );
  for (const key of tr.keys()) {
    if (expected.has(key)) continue;
    problems.push(
      `${language} ${key}: ${pluralBases.has(key.replace(PLURAL, '')) ? `plural form ${language} does not use` : 'key not in English'}`,
    );
  }
  return problems;
}
