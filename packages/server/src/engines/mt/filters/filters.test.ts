// The document filters' round trip (decision 129) on a generated corpus and on LibreOffice's own documents:
// an identity translation gives back the same XML, a changed translation keeps the formatting and opens in
// LibreOffice, a translation that loses a placeholder is sent again plain, and markup characters and
// non-Latin scripts survive.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice } from '../libreoffice.ts';
import { pdf, readWithLibreOffice, requireLibreOffice, toLegacyOffice, unzip, xmlTexts } from '../apertium/test-documents.ts';
import { translateDocumentWithFilters } from './engine-documents.ts';
import { stripPlaceholders, tokenizePlaceholders } from '@lingua/contract';
import { corpusDocument, normalisedParts, SENTENCES, type CorpusFormat } from './test-corpus.ts';
import { translateDocumentBySegments, type FilterFormat } from './translate-document.ts';
import type { TranslationCounts } from './translate-segments.ts';

const FORMATS: FilterFormat[] = ['docx', 'pptx', 'xlsx', 'odt', 'ods', 'odp', 'html', 'txt'];
let work: string;
/** LibreOffice's own documents: corpus documents saved by LibreOffice in the other family's format. */
const fromLibreOffice: Array<{ name: string; format: CorpusFormat; data: Buffer }> = [];
const SAVED_AS: Array<[from: CorpusFormat, filter: string, to: CorpusFormat]> = [
  ['html', 'docx:MS Word 2007 XML', 'docx'],
  ['html', 'odt', 'odt'],
  ['docx', 'odt', 'odt'],
  ['odt', 'docx:MS Word 2007 XML', 'docx'],
  ['xlsx', 'ods', 'ods'],
  ['ods', 'xlsx:Calc MS Excel 2007 XML', 'xlsx'],
  ['pptx', 'odp', 'odp'],
  ['odp', 'pptx:Impress MS PowerPoint 2007 XML', 'pptx'],
];

beforeAll(async () => {
  requireLibreOffice();
  work = await mkdtemp(path.join(tmpdir(), 'filters-test-'));
  for (const [i, [from, filter, to]] of SAVED_AS.entries()) {
    const dir = await mkdtemp(path.join(work, `${i}-`));
    const source = path.join(dir, `in.${from}`);
    await writeFile(source, await corpusDocument(from, i, 2));
    const [out] = await convertWithLibreOffice([source], { to: filter, outDir: dir, timeoutMs: 60_000 });
    fromLibreOffice.push({ name: `${from} saved as ${to}`, format: to, data: await readFile(out!) });
  }
}, 180_000);
afterAll(() => rm(work, { recursive: true, force: true }));

async function run(format: FilterFormat, data: Buffer, translate: (s: string[]) => Promise<string[]> | string[]): Promise<{ out: Buffer; sent: string[][]; counts: TranslationCounts }> {
  const output = new PassThrough();
  const collected = readAll(output);
  const sent: string[][] = [];
  const counts = await translateDocumentBySegments({ input: Readable.from([data]), format, output }, async (segments) => {
    sent.push(segments);
    return translate(segments);
  });
  output.end();
  return { out: await collected, sent, counts };
}

/** Upper-cases the text of a segment and leaves its placeholders as they are. */
const upper = (segments: string[]): string[] =>
  segments.map((s) => tokenizePlaceholders(s).map((t) => (t.type === 'text' ? t.text.toUpperCase() : t.type === 'open' ? `<g${t.id}>` : t.type === 'close' ? `</g${t.id}>` : `<x${t.id}/>`)).join(''));

async function expectSameParts(format: CorpusFormat, a: Buffer, b: Buffer): Promise<void> {
  const before = await normalisedParts(format, a);
  const after = await normalisedParts(format, b);
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [name, text] of before) expect(after.get(name), name).toBe(text);
}

describe('identity translation gives back the same document', () => {
  it.each(FORMATS)('%s of the generated corpus', async (format) => {
    for (const n of [0, 1, 2]) {
      const source = await corpusDocument(format, n);
      const { out, sent } = await run(format, source, (s) => s);
      await expectSameParts(format, source, out);
      // Each distinct text once, and never a number or blank.
      const all = sent.flat();
      expect(new Set(all).size).toBe(all.length);
      for (const s of all) expect(stripPlaceholders(s)).toMatch(/\p{L}/u);
    }
  });

  it('documents LibreOffice wrote: Word, Writer, Calc and Impress files in both families', async () => {
    expect(fromLibreOffice.map((d) => d.name)).toHaveLength(SAVED_AS.length);
    for (const { format, data } of fromLibreOffice) {
      const { out, sent } = await run(format, data, (s) => s);
      expect(sent.flat().length).toBeGreaterThan(5);
      await expectSameParts(format, data, out);
    }
  });
});

describe('a changed translation keeps the formatting', () => {
  it('segments carry inline formatting, footnote references and links as placeholders', async () => {
    const { sent } = await run('docx', await corpusDocument('docx', 0), (s) => s);
    expect(sent.flat()).toEqual(
      expect.arrayContaining([
        // The footnote reference ends the paragraph: it stays outside the segment.
        'Take two tablets every morning <g1>with</g1> a glass of water.',
        'Η συνάντηση μεταφέρθηκε στον τρίτο όροφο.<x1/>2024',
        'Please call the pharmacy before <g1>noon</g1> if the parcel is late.<g2> Next</g2>',
        'Clinic handbook — <g1>draft</g1>',
      ]),
    );
    expect(sent.flat()).not.toContain('2024');
  });

  it('every format opens in LibreOffice with the translated text, and the bold word stays bold', async () => {
    const results: Record<string, Buffer> = {};
    for (const format of FORMATS) results[`doc.${format}`] = (await run(format, await corpusDocument(format, 0), upper)).out;
    const texts = await readWithLibreOffice(results);
    for (const format of FORMATS) {
      const text = texts[`doc.${format}`]!.replace(/\s+/g, ' ');
      // Presentations come back through PDF, which may wrap a line anywhere.
      const expected = format === 'pptx' || format === 'odp' ? 'TAKE TWO TABLETS' : 'TAKE TWO TABLETS EVERY MORNING WITH A GLASS OF WATER.';
      expect(text, format).toContain(expected);
      expect(text, format).not.toContain('Take two tablets');
    }
    const document = (await unzip(results['doc.docx']!)).find((p) => p.name === 'word/document.xml')!.text;
    expect(document).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">WITH</w:t></w:r>');
    expect(document).toContain('<w:hyperlink r:id="rId9"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t xml:space="preserve">NOON</w:t></w:r></w:hyperlink>');
    expect(document).toContain('<w:footnoteReference w:id="1"/>');
    const content = (await unzip(results['doc.odt']!)).find((p) => p.name === 'content.xml')!.text;
    expect(content).toContain('<text:span text:style-name="T1">WITH</text:span>');
  }, 120_000);
});

describe('a translation that loses a placeholder', () => {
  it('is translated again as plain text: that paragraph loses its inline formatting, the file stays valid', async () => {
    const calls: string[][] = [];
    const dropping = (segments: string[]): string[] => {
      calls.push(segments);
      // First call: the bold word's tags are lost; the retry gets plain text.
      return calls.length === 1 ? upper(segments).map((s) => s.replace(/<\/?g1>/g, '')) : upper(segments);
    };
    const { out, counts } = await run('docx', await corpusDocument('docx', 0), dropping);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain('Take two tablets every morning with a glass of water.');
    expect(counts.retriedPlain).toBe(calls[1]!.length);
    const document = (await unzip(out)).find((p) => p.name === 'word/document.xml')!.text;
    expect(xmlTexts(document, 'w:t')).toContain('TAKE TWO TABLETS EVERY MORNING WITH A GLASS OF WATER.');
    expect(document).not.toContain('<w:b/>');
    // The footnote reference was an atom of the segment: kept after the text.
    expect(document).toContain('WITH A GLASS OF WATER.</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r>');
    const text = (await readWithLibreOffice({ 'out.docx': out }))['out.docx']!;
    expect(text).toContain('PLEASE CALL THE PHARMACY BEFORE');
  }, 60_000);
});

describe('escaping and scripts', () => {
  it('markup characters and quotes in a translation are escaped in every format', async () => {
    const tricky = 'A & B <c> "d" \'e\' </g9> ≥ 5 — 東京 مرحبا';
    const results: Record<string, Buffer> = {};
    for (const format of ['docx', 'pptx', 'xlsx', 'odt', 'html'] as const) {
      results[`doc.${format}`] = (await run(format, await corpusDocument(format, 0), (s) => s.map(() => tricky))).out;
    }
    // Every segment lost its placeholders, so each went out again plain and came back as `tricky`.
    for (const format of ['docx', 'odt'] as const) {
      const name = format === 'docx' ? 'word/document.xml' : 'content.xml';
      const xml = (await unzip(results[`doc.${format}`]!)).find((p) => p.name === name)!.text;
      expect(xmlTexts(xml, format === 'docx' ? 'w:t' : 'text:p')).toContain(tricky);
    }
    expect(results['doc.html']!.toString()).toContain('A &amp; B &lt;c&gt; "d" \'e\' &lt;/g9&gt; ≥ 5 — 東京 مرحبا');
    const texts = await readWithLibreOffice(results);
    // LibreOffice's CSV export of the workbook is not UTF-8, and PDF text of the slides may break lines.
    for (const [name, text] of Object.entries(texts)) expect(text, name).toContain(/xlsx|pptx/.test(name) ? 'A & B <c> ' : tricky);
  }, 120_000);

  it('keeps source text in Greek, Arabic and Japanese unchanged through an identity translation', async () => {
    const { out } = await run('docx', await corpusDocument('docx', 0), (s) => s);
    const document = (await unzip(out)).find((p) => p.name === 'word/document.xml')!.text;
    for (const sentence of SENTENCES.slice(2, 5)) expect(xmlTexts(document, 'w:t').join('')).toContain(sentence);
  });
});

describe('plain text and converted formats', () => {
  it('text: paragraphs across wrapped lines, blank lines, indentation and each paragraph\'s line ends kept', async () => {
    const { out, sent } = await run('txt', Buffer.from('\ufeffFirst line\r\nwrapped.\r\n\r\n   Indented\n\n42\n'), upper);
    expect(sent).toEqual([['First line\nwrapped.', 'Indented']]);
    expect(out.toString('utf8')).toBe('\ufeffFIRST LINE\r\nWRAPPED.\r\n\r\n   INDENTED\n\n42\n');
  });

  it('a PDF comes back as a Word document, and a legacy .doc as .docx, through the filters', async () => {
    const docx = path.join(work, 'from-pdf.docx');
    const translate = async (s: string[]) => upper(s);
    const fromPdf = await translateDocumentWithFilters({ input: Readable.from([pdf('Please call the pharmacy.')]), format: 'pdf', source: 'enu', target: 'esn', output: docx }, translate);
    expect(fromPdf).toEqual({ outputFormat: 'docx', characters: 'Please call the pharmacy.'.length });
    const legacy = (await toLegacyOffice({ 'a.docx': await corpusDocument('docx', 0) }))['a.doc']!;
    const fromDoc = path.join(work, 'from-doc.docx');
    const sent: string[] = [];
    const fromLegacy = await translateDocumentWithFilters({ input: Readable.from([legacy]), format: 'doc', source: 'enu', target: 'esn', output: fromDoc }, async (s) => (sent.push(...s), upper(s)));
    // The characters of the text sent, placeholders left out.
    expect(fromLegacy).toEqual({ outputFormat: 'docx', characters: sent.map(stripPlaceholders).join('').length });
    expect(fromLegacy.characters).toBeGreaterThan(100);
    const texts = await readWithLibreOffice({ 'pdf.docx': await readFile(docx), 'doc.docx': await readFile(fromDoc) });
    expect(texts['pdf.docx']).toContain('PLEASE CALL THE PHARMACY.');
    expect(texts['doc.docx']!.replace(/\s+/g, ' ')).toContain('TAKE TWO TABLETS EVERY MORNING WITH A GLASS OF WATER.');
  }, 120_000);
});

describe('bad input', () => {
  it('refuses a file that is not a package of its format, and an unknown format', async () => {
    await expect(run('docx', Buffer.from('not a zip'), (s) => s)).rejects.toMatchObject({ code: 'INVALID_DOCUMENT' });
    await expect(run('docx', await corpusDocument('odt', 0), (s) => s)).rejects.toMatchObject({ code: 'INVALID_DOCUMENT', message: 'Not a docx file: it has no word/document.xml' });
    await expect(run('pdf' as FilterFormat, Buffer.from('%PDF'), (s) => s)).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
  });

  it('stops with ABORTED when the request is aborted while the engine translates', async () => {
    const controller = new AbortController();
    const output = new PassThrough();
    const job = { input: Readable.from([await corpusDocument('pptx', 0)]), format: 'pptx' as const, output, signal: controller.signal };
    await expect(translateDocumentBySegments(job, async (s) => (controller.abort(), s))).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('fails when the engine answers a different number of segments, and removes a half-written output file', async () => {
    const output = path.join(work, 'out.docx');
    const job = { input: Readable.from([await corpusDocument('docx', 0)]), format: 'docx' as const, output };
    await expect(translateDocumentBySegments(job, async (s) => s.slice(1))).rejects.toMatchObject({ code: 'ENGINE_FAILURE' });
    await expect(promisify(execFile)('test', ['-e', output])).rejects.toBeTruthy();
  });
});
