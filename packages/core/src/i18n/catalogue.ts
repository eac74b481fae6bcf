// The catalogue's shapes, the languages beside English and the rules of choosing and reading a text (decisions 189,
// 190), apart from the store so the loading code (switch.ts) and the store (i18n.ts) both use them without importing
// each other, and the server reads its own catalogues by the same rules without React.
/** Nested text resources: leaves are strings with optional `{{name}}` placeholders. */
export interface TextResources {
  [key: string]: string | TextResources;
}

export type TextVars = Record<string, string | number>;

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TranslatedLanguage = Exclude<Language, 'en'>;
/** One package's texts in one language, keyed by the namespaces it registers in English. */
export type Catalogue = TextResources;
export type CatalogueLoaders = Record<TranslatedLanguage, () => Promise<{ default: Catalogue }>>;

// English keeps the US conventions the portal has always shown ("Mar 4, 2026, 9:05 AM", "$1,234.50").
/** Each language's BCP 47 locale for Intl (dates, numbers, money, names of languages). */
export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
  ar: 'ar',
};

export function merge(target: TextResources, source: TextResources): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/** The supported language a BCP 47 tag names (`de-AT` → `de`), if any. */
export const matchLanguage = (tag: string | null | undefined): Language | undefined =>
  LANGUAGES.find((language) => language === tag?.toLowerCase().split(/[-_]/)[0]);

/** The first supported language of `tags`, in their order, else English. */
export const chooseLanguage = (tags: readonly (string | null | undefined)[]): Language =>
  tags.map(matchLanguage).find(Boolean) ?? 'en';

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

function lookup(root: TextResources | undefined, key: string): string | undefined {
  let node: string | TextResources | undefined = root;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key`: with a numeric `count`, the plural form `plurals` selects (`files_few`), else the key's own. */
export function findText(
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

/**
 * `text` with each `{{name}}` replaced by its value as it is; a placeholder without a value stays visible as a gap.
 * Right to left, a value `isolate` names is isolated (FSI … PDI, what <bdi> does) so a Latin name's brackets stay
 * with it.
 */
export const fillText = (text: string, vars: TextVars | undefined, isolate: (name: string) => boolean): string =>
  text.replace(/\{\{([\w.-]+)\}\}/g, (placeholder, name: string) =>
    vars && Object.hasOwn(vars, name) ? (isolate(name) ? `\u2068${vars[name]}\u2069` : String(vars[name])) : placeholder,
  );
