// A client's translation memory (decision 138, extension to spec 1 §2): its size per language pair, TMX 1.4b
// export and import, and deletion. Managed like the glossaries: the company's CLIENT administrators and staff.
import Type, { type Static } from 'typebox';

/** A TMX import's size in characters: within the 1 MiB of a JSON body. */
export const TMX_IMPORT_MAX_LENGTH = 900_000;

export const TranslationMemorySize = Type.Object({
  units: Type.Integer({ minimum: 0 }),
  pairs: Type.Array(Type.Object({ sourceLanguageId: Type.String(), targetLanguageId: Type.String(), units: Type.Integer({ minimum: 0 }) })),
});
export type TranslationMemorySize = Static<typeof TranslationMemorySize>;

export const ImportTranslationMemoryBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: TMX_IMPORT_MAX_LENGTH }) });
export type ImportTranslationMemoryBody = Static<typeof ImportTranslationMemoryBody>;
export const ImportTranslationMemoryResult = Type.Object({ imported: Type.Integer({ minimum: 0 }) });
