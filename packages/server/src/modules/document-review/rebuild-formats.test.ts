// "Update file" over every format the filters read (decision 174): documents made here with the corpus's
// headings, bold and italic runs inside sentences, hyperlinks, lists, tables, headers, footers, footnotes, slides
// with notes and sheets, every segment edited, written back as a rebuild writes it, and each one opened by
// LibreOffice as a rebuild checks it — every file opens and holds every edit. The 50-file run and the
// 5,000-segment figure are tests/bench/document-review.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireLibreOffice } from '../../engines/mt/apertium/test-documents.ts';
import { corpusDocument, type CorpusFormat } from '../../engines/mt/filters/test-corpus.ts';
import { rebuildFixtures, type FixtureDocument } from './rebuild-fixtures.ts';

const FORMATS: readonly CorpusFormat[] = ['docx', 'pptx', 'xlsx', 'odt', 'ods', 'odp', 'html', 'txt'];

let work: string;
beforeAll(async () => {
  requireLibreOffice();
  work = await mkdtemp(path.join(tmpdir(), 'review-rebuild-formats-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a rebuilt document of every format', () => {
  it('opens in LibreOffice and holds the edit of every segment', { timeout: 60_000 }, async () => {
    const docs: FixtureDocument[] = await Promise.all(FORMATS.map(async (format, n) => ({ name: `${format}-${n}`, format, data: await corpusDocument(format, n, 2) })));
    const started = performance.now();
    const results = await rebuildFixtures(docs, work);
    console.log(`document review: ${results.length} documents edited, rebuilt and opened in ${(performance.now() - started).toFixed(0)} ms`);
    expect(results.map((r) => r.format)).toEqual(FORMATS);
    for (const r of results) {
      expect(r.segments, r.name).toBeGreaterThan(5);
      expect({ name: r.name, missing: r.missingInLibreOffice, changed: r.changedOnReadBack }).toEqual({ name: r.name, missing: [], changed: [] });
    }
  });
});
