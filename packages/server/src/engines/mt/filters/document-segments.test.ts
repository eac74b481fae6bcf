// A document's segments as a reviewer sees them — every paragraph in order with its style — and the document
// written again from edited texts, in every format the filters read.
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readDocumentSegments, writeDocumentSegments } from './document-segments.ts';
import { corpusDocument, normalisedParts, type CorpusFormat } from './test-corpus.ts';

async function rewrite(data: Buffer, format: CorpusFormat, texts: readonly string[]): Promise<Buffer> {
  const out = new PassThrough();
  const done = buffer(out);
  await writeDocumentSegments(Readable.from([data]), format, out, texts);
  out.end();
  return done;
}

const FORMATS: CorpusFormat[] = ['docx', 'pptx', 'xlsx', 'odt', 'ods', 'odp', 'html', 'txt'];

describe('document segments for review', () => {
  it.each(FORMATS)('reads %s in order, and writes its own texts back to the same document', async (format) => {
    const data = await corpusDocument(format, 1);
    const segments = await readDocumentSegments(Readable.from([data]), format);
    expect(segments.length).toBeGreaterThan(3);
    const same = await rewrite(data, format, segments.map((s) => s.text));
    if (format === 'txt' || format === 'html') expect(same.toString('utf8')).toBe(data.toString('utf8'));
    else expect(await normalisedParts(format, same)).toEqual(await normalisedParts(format, data));
    // An edit of every segment lands in its place, and the document reads back with the edits.
    const edited = segments.map((s, i) => `${s.text} [${i}]`);
    const again = await readDocumentSegments(Readable.from([await rewrite(data, format, edited)]), format);
    expect(again.map((s) => s.text)).toEqual(edited);
  });

  it('names the style of each segment where the format knows it', async () => {
    const docx = await readDocumentSegments(Readable.from([await corpusDocument('docx', 0)]), 'docx');
    const kinds = docx.map((s) => s.style.kind);
    expect(docx[0]!.style).toEqual({ kind: 'heading', label: 'Heading 1' });
    for (const kind of ['list', 'tableCell', 'header', 'footer', 'footnote']) expect(kinds).toContain(kind);
    const xlsx = await readDocumentSegments(Readable.from([await corpusDocument('xlsx', 0)]), 'xlsx');
    // Shared strings are named by the first cell showing them, an inline string by its own cell.
    expect(xlsx.map((s) => s.style)).toEqual(expect.arrayContaining([{ kind: 'cell', label: 'Sheet1!A1' }, { kind: 'cell', label: 'Sheet1!A8' }]));
    expect(xlsx.every((s) => /^Sheet1!A\d+$/.test(s.style.label ?? ''))).toBe(true);
    const pptx = await readDocumentSegments(Readable.from([await corpusDocument('pptx', 0)]), 'pptx');
    expect(pptx.map((s) => s.style)).toContainEqual({ kind: 'slide', label: 'Slide 1' });
    expect(pptx.map((s) => s.style.kind)).toEqual(expect.arrayContaining(['tableCell', 'notes']));
    const ods = await readDocumentSegments(Readable.from([await corpusDocument('ods', 0)]), 'ods');
    expect(ods.some((s) => s.style.kind === 'cell' && /!A\d+$/.test(s.style.label ?? ''))).toBe(true);
  });

  it('refuses a count of texts that is not the count of segments', async () => {
    const data = await corpusDocument('docx', 0);
    await expect(rewrite(data, 'docx', ['one'])).rejects.toThrow(/segments/);
  });

  it('writes a text whose tags are broken as plain text, so the file stays whole', async () => {
    const data = await corpusDocument('docx', 0);
    const segments = await readDocumentSegments(Readable.from([data]), 'docx');
    const tagged = segments.findIndex((s) => s.text.includes('<g1>'));
    const texts = segments.map((s, i) => (i === tagged ? 'broken <g1>tag' : s.text));
    const again = await readDocumentSegments(Readable.from([await rewrite(data, 'docx', texts)]), 'docx');
    expect(again[tagged]!.text).toBe('broken tag');
  });
});
