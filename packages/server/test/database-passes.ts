// Which server test files the PostgreSQL pass leaves out (decision 156). The test command runs the server suite
// twice, on PGlite and on PostgreSQL, to catch SQL that behaves differently on the two; a file whose subject is
// not SQL gains nothing from the second run but its minutes. Every file runs on both unless it is listed here,
// so a new file gets both by default; database-passes.test.ts refuses a listed file that writes SQL of its own
// or, in the first group, opens a database at all. Paths are relative to packages/server.

export interface RunOnce {
  /** Why these files need one pass only; the guard test holds the first group to opening no database. */
  why: string;
  /** Whether the guard also refuses these files a database (the test context, the app, a client). */
  noDatabase: boolean;
  files: readonly string[];
}

export const ONCE_ON_PGLITE: readonly RunOnce[] = [
  {
    why: 'open no database: engines, filters, documents, media tools, lib — DATABASE_URL cannot change what they see',
    noDatabase: true,
    files: [
      'src/config/media-config.test.ts',
      'src/config/subtitle-config.test.ts',
      'src/engines/analysis/analysis.test.ts',
      'src/engines/media/dub-editions.test.ts',
      'src/engines/media/dub-track.test.ts',
      'src/engines/media/flite.test.ts',
      'src/engines/media/openai-recognizer.test.ts',
      'src/engines/media/openai-voices.test.ts',
      'src/engines/media/pocketsphinx.test.ts',
      'src/engines/mt/apertium/apertium-engine.test.ts',
      'src/engines/mt/apertium/documents.test.ts',
      'src/engines/mt/apertium/stream-format.test.ts',
      'src/engines/mt/apertium/test-documents.test.ts',
      'src/engines/mt/apertium/unsure-marks.test.ts',
      'src/engines/mt/azure/azure-translator-engine.test.ts',
      'src/engines/mt/chain/chain-engine.test.ts',
      'src/engines/mt/cloud-engines.test.ts',
      'src/engines/mt/create-engine.test.ts',
      'src/engines/mt/deepl/deepl-engine.test.ts',
      'src/engines/mt/deepl/deepl-glossaries.test.ts',
      'src/engines/mt/engine-support.test.ts',
      'src/engines/mt/filters/filters.test.ts',
      'src/engines/mt/filters/segments.test.ts',
      'src/engines/mt/glossary/azure-glossary.test.ts',
      'src/engines/mt/glossary/chain-glossary.test.ts',
      'src/engines/mt/glossary/glossary-documents.test.ts',
      'src/engines/mt/glossary/openai-glossary.test.ts',
      'src/engines/mt/glossary/protect-terms.test.ts',
      'src/engines/mt/keys-not-logged.test.ts',
      'src/engines/mt/libreoffice.test.ts',
      'src/engines/mt/libretranslate/libretranslate-engine.test.ts',
      'src/engines/mt/openai/openai-chat-engine.test.ts',
      'src/identity/principal-cache.test.ts',
      'src/identity/redirect-origins.test.ts',
      'src/identity/totp.test.ts',
      'src/instrumentation/log.test.ts',
      'src/lib/docs-index.test.ts',
      'src/lib/html.test.ts',
      'src/lib/integer-id.test.ts',
      'src/lib/outbound/address-guard.test.ts',
      'src/lib/retry.test.ts',
      'src/lib/tethered.test.ts',
      'src/modules/document-review/rebuild-formats.test.ts',
      'src/modules/machine-translation/detection.test.ts',
      'src/modules/machine-translation/engine-error.test.ts',
      'src/modules/machine-translation/text-memory.test.ts',
      'src/modules/media-translation/job.test.ts',
      'src/modules/media-translation/transcript-cues.test.ts',
      'src/modules/media-translation/translate-glossary.test.ts',
      'src/modules/media-translation/translate-sentences.test.ts',
      'src/shell/health.test.ts',
      'src/storage/file-writer.test.ts',
      'src/storage/filename.test.ts',
      'src/storage/s3-store.test.ts',
    ],
  },
  {
    // Their database is only where requests and jobs are kept; that SQL is the subject of files that run on both
    // (job-requests, core, jobs, tracing, media-segments, glossaries, the memory tests) and of the system suites.
    why: 'build an app, but their subject is an engine, the media pipeline or the route table, not SQL',
    noDatabase: false,
    files: [
      'src/engines/media/flite-sample.test.ts',
      'src/modules/dev-examples/dev-examples.test.ts',
      'src/modules/machine-translation/engine-chain.test.ts',
      'src/modules/machine-translation/engine-quota.test.ts',
      'src/modules/machine-translation/machine-translation.test.ts',
      'src/modules/media-translation/engine-down.test.ts',
      'src/modules/media-translation/media-translation.test.ts',
      'test/openapi-routes.test.ts',
    ],
  },
];

/** The PostgreSQL pass's exclusions, as Vitest globs from the repository root. */
export function excludedFromPostgresPass(): string[] {
  return ONCE_ON_PGLITE.flatMap((group) => group.files.map((file) => `packages/server/${file}`));
}

// SQL of a test's own: raw statements, a client, or a layer of db/ other than the table definitions. Drizzle's
// query builder over the schema (select a row to check it) is not on the list: it writes the same SQL on both.
const SQL_MARKERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a sql`…` statement', /\bsql(\.raw)?\s*`|\bsql\.(raw|join|identifier)\(/],
  ['.execute(…)', /\.execute\(/],
  ['.query(…)', /\.query\(/],
  ['.transaction(…)', /\.transaction\(/],
  ['an import from db/ other than the schema', /from '[^']*\/db\/(?!schema\/)[^']*'/],
  ['an import of a repository or query module', /from '[^']*(repositor|quer(y|ies)|trigram|change-triggers)[^']*'/i],
  ['a database client', /from '(pg|postgres|@electric-sql\/pglite[^']*)'/],
];

const DATABASE_MARKERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a test context or an app', /test\/(helpers|sign-in|identity-fixtures)\.ts'|\/app\.ts'|\bbuildApp\(|\bopenDatabase\(/],
  ['DATABASE_URL', /DATABASE_URL|databaseUrl/],
];

/** What in a test file's source keeps it on both passes; empty when the file may run once. */
export function reasonsForBothPasses(source: string, noDatabase: boolean): string[] {
  const markers = noDatabase ? [...SQL_MARKERS, ...DATABASE_MARKERS] : SQL_MARKERS;
  // A type-only import runs nothing (a fake `{} as Db` handed to a rule under test).
  const code = source.replace(/^import type [^;]*;/gm, '');
  return markers.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}
