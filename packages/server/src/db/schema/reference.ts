// Reference data (spec 1 §3, spec 3 §3): languages with one id per translation engine, LLTS languages,
// countries and provinces. Seeded on every start (not demo data): forms cannot work without them.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TextDirection } from '@lingua/contract';

export const languages = pgTable('languages', {
  /** Three-letter portal code, e.g. 'enu' (English, spec 3 §4.6), 'esn'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isDisabled: boolean('is_disabled').notNull().default(false),
  preferred: boolean('preferred').notNull().default(false),
  xtrfId: integer('xtrf_id'),
  intentoId: text('intento_id'),
  smartMateId: text('smart_mate_id'),
  azureId: text('azure_id'),
  xl8FileTranslationId: text('xl8_file_translation_id'),
  xl8SyncId: text('xl8_sync_id'),
  xl8DubbingId: text('xl8_dubbing_id'),
  /** ISO 639-3 code Apertium's mode names use ('eng', 'spa'); null when no Apertium pair covers it. */
  apertiumCode: text('apertium_code'),
  /** Text direction for the translation box. */
  direction: text('direction').$type<TextDirection>().notNull().default('ltr'),
});

/** Languages of the interpreting service (LLTS), listed separately from translation languages. */
export const lltsLanguages = pgTable('llts_languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  /** Numeric ids follow the provider's project system: 227 is the United States (spec 2 §9). */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code'),
});

export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [index('provinces_country_idx').on(t.countryId)],
);
