// The catalogue's shapes and the languages beside English (decision 189), apart from the lookup so the loading code
// (switch.ts) and the lookup (i18n.ts) both use them without importing each other.
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

export function merge(target: TextResources, source: TextResources): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}
