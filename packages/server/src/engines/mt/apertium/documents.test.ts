// Real Apertium document translation: each document is built here, translated English → Spanish, and
// the output opened again as a package of that format.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputFormatOf, type DocumentFormat } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';
import { docx, odt, pdf, pptx, readWithLibreOffice, toLegacyOffice, unzip, xlsx, xmlTexts } from './test-documents.ts';

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
}, 60_000);
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
    // Its characters, counted for the metrics: the one line of text the PDF held.
    // The generator's counting link (decision 149): every word of the line is known.
    expect(result).toEqual({ outputFormat: 'docx', characters: 'The house is big.'.length, unsureWords: 0 });
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

const CAT = 'The cat is black.';
const HOUSE = 'The house is big.';
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe('translated documents read back by LibreOffice (English → Spanish)', () => {
  // Every output format, opened by a reader that shares nothing with Apertium's format processors.
  let read: Record<string, string>;
  let expected: { cat: string; house: string };
  const outputs: Record<string, Buffer> = {};

  beforeAll(async () => {
    const [cat, house] = await Promise.all(
      [CAT, HOUSE].map(async (text) => (await engine.translateText({ text, source: 'enu', target: 'esn' })).translatedText),
    );
    expected = { cat: cat!, house: house! };
    const modern = { 'in.docx': await docx([CAT, HOUSE]), 'in.pptx': await pptx([CAT, HOUSE]), 'in.xlsx': await xlsx([CAT, HOUSE]) };
    const legacy = await toLegacyOffice(modern);
    const inputs: Array<[name: string, format: DocumentFormat, data: Buffer]> = [
      ['txt', 'txt', Buffer.from(`${CAT}\n\n${HOUSE}\n`)],
      ['html', 'html', Buffer.from(`<!DOCTYPE html><html><body><p>${CAT}</p><p>${HOUSE}</p></body></html>`)],
      ['docx', 'docx', modern['in.docx']],
      ['pptx', 'pptx', modern['in.pptx']],
      ['xlsx', 'xlsx', modern['in.xlsx']],
      ['odt', 'odt', await odt([CAT, HOUSE])],
      ['pdf', 'pdf', pdf(CAT)],
      ['doc', 'doc', legacy['in.doc']!],
      ['ppt', 'ppt', legacy['in.ppt']!],
      ['xls', 'xls', legacy['in.xls']!],
    ];
    // Each legacy input starts its own soffice conversion; running them together overlaps the start-ups.
    await Promise.all(
      inputs.map(async ([name, format, data]) => {
        const out = await translate(format, data);
        outputs[`${name}.${outputFormatOf(format)}`] = out;
      }),
    );
    read = await readWithLibreOffice(outputs);
  }, 120_000);

  it('the expected translations are real Spanish, not the English', () => {
    expect(expected.cat).not.toBe(CAT);
    expect(expected.cat.toLowerCase()).toContain('gato');
  });

  for (const name of ['txt.txt', 'html.html', 'docx.docx', 'odt.odt', 'pptx.pptx', 'xlsx.xlsx', 'doc.docx', 'ppt.pptx', 'xls.xlsx']) {
    it(`${name.replace('.', ' → ')}: both sentences translated`, () => {
      const text = squash(read[name] ?? '');
      expect(text, `text LibreOffice read from ${name}`).toContain(expected.cat);
      expect(text).toContain(expected.house);
      expect(text).not.toContain(CAT);
    });
  }

  it('pdf → docx: the extracted line translated', () => {
    const text = squash(read['pdf.docx'] ?? '');
    expect(text).toContain(expected.cat);
    expect(text).not.toContain(CAT);
  });

  it('legacy inputs come back in the OOXML format', async () => {
    for (const [name, part] of [['doc.docx', 'word/document.xml'], ['ppt.pptx', 'ppt/presentation.xml'], ['xls.xlsx', 'xl/workbook.xml']] as const) {
      expect((await unzip(outputs[name]!)).map((p) => p.name), name).toContain(part);
    }
  });
});

describe('legacy Office formats', () => {
  it('are accepted only where soffice is installed', async () => {
    expect(engine.documentFormats()).toEqual(expect.arrayContaining(['doc', 'ppt', 'xls', 'rtf']));
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    let without: ApertiumEngine | undefined;
    try {
      without = new ApertiumEngine({ languages: [{ id: 'enu', apertiumCode: 'eng' }, { id: 'esn', apertiumCode: 'spa' }] });
    } finally {
      process.env.PATH = saved;
    }
    expect(without.documentFormats()).not.toContain('doc');
    await expect(
      without.translateDocument({ input: Readable.from([Buffer.from('x')]), format: 'doc', source: 'enu', target: 'esn', output: new PassThrough() }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
    await without.close();
  });

  it('rtf translates to docx; a .xls that is no workbook fails as INVALID_DOCUMENT and writes nothing', async () => {
    const rtf = Buffer.from(`{\\rtf1\\ansi{\\fonttbl\\f0 Helvetica;}\\f0 ${CAT}\\par}`);
    const out = await translate('rtf', rtf);
    const text = xmlTexts((await unzip(out)).find((p) => p.name === 'word/document.xml')!.text, 'w:t').join('');
    expect(text).toContain((await engine.translateText({ text: CAT, source: 'enu', target: 'esn' })).translatedText);
    const output = path.join(work, 'bad.xlsx');
    await expect(
      engine.translateDocument({ input: Readable.from([await pptx([CAT])]), format: 'xls', source: 'enu', target: 'esn', output }),
    ).rejects.toMatchObject({ code: 'INVALID_DOCUMENT' });
    await expect(readFile(output)).rejects.toThrow();
  }, 30_000);
});
