// The interface languages (decision 189): English, the catalogue's reference (spec 1 §1), and those beside it.
// A plain module: the browser reads the list without TypeBox.
export const UI_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
