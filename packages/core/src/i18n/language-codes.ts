// The portal's languages' BCP 47 codes by id, from every GET /languages answer the page read, so nameOfLanguage
// (format.ts) names a request's `{ id, name }` languages in the shown language too (decision 189). Apart from
// format.ts: an element whose first screen reads the languages loads no formats.
export const languageCodes = new Map<string, string>();

/** Keeps the codes (`azureId`) of a GET /languages answer. */
export function keepLanguageCodes(languages: ReadonlyArray<{ id: string; azureId?: string | null | undefined }>): void {
  for (const language of languages) if (language.azureId) languageCodes.set(language.id, language.azureId);
}
