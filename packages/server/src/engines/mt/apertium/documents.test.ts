// Real Apertium document translation: each document is built here, translated English → Spanish, and
// the output opened again as a package of that format.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFormat } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';
import { docx, odt, pdf, pptx, unzip, xlsx, xmlTexts } from './test-documents.ts';

let engine: ApertiumEngine;
let work: string;

beforeAll(async () => {
  engine = new ApertiumEngine({
    languages: [
      { id: 'enu', apertiumCode: 'eng' },
      { id: 'esn', apertiumCode: 'spa' },
      { id: 'ita', apertiumCode: 'ita' },
    ],
  });
  work = await mkdtemp(path.join(tmpdir(), 'mt-doc-test-'));
});
afterAll(async () => {
  await engine.close();
  await rm(work, { recursive: true, force: true });
});

async function translate(format: DocumentFormat, data: Buffer, target = 'esn'): Promise<Buffer> {
  const out = new PassThrough();
  const collected = readAll(out);
  await engine.translateDocument({ input: Readable.from([data]), format, source: 'enu', target, output: out });
  out.end();
  return collected;
}

/** Text of the given elements of a part, which must be well-formed XML. */
const texts = xmlTexts;

async function part(data: Buffer, name: string): Promise<string> {
  const found = (await unzip(data)).find((p) => p.name === name);
  expect(found, `${name} in the package`).toBeDefined();
  return found!.text;
}

describe('Apertium document translation (English → Spanish)', () => {
  it('txt', async () => {
    const out = await translate('txt', Buffer.from('The house is big.\n\nThe dog is small & happy [1].\n'));
    expect(out.toString('utf8')).toBe('La casa es grande.\n\nEl perro es pequeño & feliz [1].\n');
  });

  it('html keeps its markup', async () => {
    const out = (await translate('html', Buffer.from('<!DOCTYPE html><html><head><title>Home</title></head><body><p class="x">The house is <b>big</b>.</p><p>The dog &amp; the cat.</p></body></html>'))).toString('utf8');
    expect(out).toContain('<p class="x">La casa es <b>grande</b>.</p>');
    expect(out).toContain('El perro &amp; el gato.');
    expect(out).toMatch(/^<!DOCTYPE html><html><head><title>/);
  });

  it('docx: valid package, text translated, other parts untouched', async () => {
    const source = await docx(['The house is big.', 'The dog is small & happy.']);
    const out = await translate('docx', source);
    const parts = await unzip(out);
    expect(parts.map((p) => p.name)).toEqual((await unzip(source)).map((p) => p.name));
    expect(texts(await part(out, 'word/document.xml'), 'w:t')).toEqual(['La casa es grande.', 'El perro es pequeño & feliz.']);
    expect(await part(out, 'word/styles.xml')).toBe(await part(source, 'word/styles.xml'));
    expect(texts(await part(out, '[Content_Types].xml'), 'Override').length).toBe(2);
  });

  it('pptx: slide text translated', async () => {
    const out = await translate('pptx', await pptx(['The house is big.', 'Good morning']));
    expect(texts(await part(out, 'ppt/slides/slide1.xml'), 'a:t')).toEqual(['La casa es grande.', 'Buenos días']);
    texts(await part(out, 'ppt/presentation.xml'), 'p:sldId');
  });

  it('xlsx: shared strings translated, numbers kept', async () => {
    const source = await xlsx(['The house is big.', 'Good morning']);
    const out = await translate('xlsx', source);
    expect(texts(await part(out, 'xl/sharedStrings.xml'), 't')).toEqual(['La casa es grande.', 'Buenos días']);
    expect(await part(out, 'xl/worksheets/sheet1.xml')).toBe(await part(source, 'xl/worksheets/sheet1.xml'));
  });

  it('odt: text translated, mimetype first and stored', async () => {
    const out = await translate('odt', await odt(['The house is big.', 'The dog is small.']));
    const parts = await unzip(out);
    expect(parts[0]).toMatchObject({ name: 'mimetype', text: 'application/vnd.oasis.opendocument.text', compressed: false });
    expect(texts(await part(out, 'content.xml'), 'text:p')).toEqual(['La casa es grande.', 'El perro es pequeño.']);
    texts(await part(out, 'styles.xml'), 'office:styles');
  });

  it('pdf: text extracted and written as a translated docx, file path in and out, via a pivot', async () => {
    const input = path.join(work, 'one-line.pdf');
    const output = path.join(work, 'one-line.docx');
    await writeFile(input, pdf('The house is big.'));
    const result = await engine.translateDocument({ input, format: 'pdf', source: 'enu', target: 'ita', output });
    expect(result).toEqual({ outputFormat: 'docx' });
    const out = await readFile(output);
    expect(out.subarray(0, 2).toString()).toBe('PK');
    expect(texts(await part(out, 'word/document.xml'), 'w:t')).toEqual(['La casa è grande.']);
  });

  it('rejects a damaged package and leaves no output file behind', async () => {
    const output = path.join(work, 'broken.docx');
    await expect(
      engine.translateDocument({ input: Readable.from([Buffer.from('not a zip')]), format: 'docx', source: 'enu', target: 'esn', output }),
    ).rejects.toMatchObject({ code: 'INVALID_DOCUMENT' });
    await expect(readFile(output)).rejects.toThrow();
  });
});
