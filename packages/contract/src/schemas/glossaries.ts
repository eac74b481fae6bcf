// A client's glossaries (decision 134, extension to spec 1 §2's account settings): per company and language
// pair; client administrators manage their company's, staff any company's.
import Type, { type Static } from 'typebox';
import { DateTime, NonBlank } from './common.ts';

/** Upper bounds that keep one glossary something a person curates; far above real termbases of a client. */
export const GLOSSARY_MAX_ENTRIES = 10_000;
export const GLOSSARY_TERM_MAX_LENGTH = 200;
export const GLOSSARY_NOTE_MAX_LENGTH = 1_000;
/** An import file's size in characters: within the 1 MiB of a JSON body (about 3,000 entries of TBX, 20,000 of CSV). */
export const GLOSSARY_IMPORT_MAX_LENGTH = 900_000;
export const GLOSSARY_PAGE_SIZES = [10, 20, 30] as const;

const LanguageId = Type.String({ minLength: 1, maxLength: 20 });

export const ClientGlossariesParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export const GlossaryParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }), glossaryId: Type.String({ format: 'uuid' }) });
export const GlossaryEntryParams = Type.Object({
  clientId: Type.String({ pattern: '^[0-9]{1,9}$' }),
  glossaryId: Type.String({ format: 'uuid' }),
  entryId: Type.String({ format: 'uuid' }),
});

export const Glossary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  sourceLanguageId: LanguageId,
  targetLanguageId: LanguageId,
  entryCount: Type.Integer({ minimum: 0 }),
  updatedAt: DateTime,
});
export type Glossary = Static<typeof Glossary>;
export const GlossaryList = Type.Array(Glossary);

export const CreateGlossaryBody = Type.Object({ sourceLanguageId: LanguageId, targetLanguageId: LanguageId });
export type CreateGlossaryBody = Static<typeof CreateGlossaryBody>;

/** An entry as sent: the target term may be empty only when the term is not translated. */
export const GlossaryEntryBody = Type.Object({
  sourceTerm: Type.String({ minLength: 1, maxLength: GLOSSARY_TERM_MAX_LENGTH, pattern: '\\S' }),
  targetTerm: Type.String({ maxLength: GLOSSARY_TERM_MAX_LENGTH }),
  doNotTranslate: Type.Boolean(),
  caseSensitive: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: GLOSSARY_NOTE_MAX_LENGTH })),
});
export type GlossaryEntryBody = Static<typeof GlossaryEntryBody>;

export const GlossaryEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  sourceTerm: NonBlank,
  targetTerm: Type.String(),
  doNotTranslate: Type.Boolean(),
  caseSensitive: Type.Boolean(),
  note: Type.String(),
  updatedAt: DateTime,
});
export type GlossaryEntry = Static<typeof GlossaryEntry>;

export const GlossaryEntriesQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: GLOSSARY_TERM_MAX_LENGTH })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type GlossaryEntriesQuery = Static<typeof GlossaryEntriesQuery>;

export const GlossaryEntryPage = Type.Object({ items: Type.Array(GlossaryEntry), totalItems: Type.Integer({ minimum: 0 }) });
export type GlossaryEntryPage = Static<typeof GlossaryEntryPage>;

export const GlossaryFileFormat = Type.Union([Type.Literal('csv'), Type.Literal('tbx')]);
export type GlossaryFileFormat = Static<typeof GlossaryFileFormat>;

/** An import adds the file's entries and updates those with the same source term; a file with any error changes nothing. */
export const ImportGlossaryBody = Type.Object({
  format: GlossaryFileFormat,
  content: Type.String({ minLength: 1, maxLength: GLOSSARY_IMPORT_MAX_LENGTH }),
});
export type ImportGlossaryBody = Static<typeof ImportGlossaryBody>;
export const ImportGlossaryResult = Type.Object({ imported: Type.Integer({ minimum: 0 }) });

export const ExportGlossaryQuery = Type.Object({ format: Type.Optional(GlossaryFileFormat) });
export const GlossaryFile = Type.Object({ fileName: Type.String(), mediaType: Type.String(), content: Type.String() });
export type GlossaryFile = Static<typeof GlossaryFile>;
