import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, odt, pdf, pptx, xlsx, zipOf } from '../mt/apertium/test-documents.ts';
import { analysableFormatOf, extractText, ExtractionError, htmlText, type AnalysableFormat } from './extract-text.ts';
import { countWords, pagesForWords, priceFor, quoteFigures } from './page-count.ts';

describe('page rule (docs/decisions/014-page-count-rule.md)', () => {
  it('counts words of every script the way translation tools do', () => {
    expect(countWords('Hello, world! It is 3.14 and don’t e-mail me.')).toBe(9);
    expect(countWords('  \n\t ')).toBe(0);
    expect(countWords('Grüße aus Köln')).toBe(3);
    expect(countWords('日本語のテキスト')).toBe(8);
  });

  it('makes 250 words one page, rounded up per file, at least one page', () => {
    expect(pagesForWords(1)).toBe(1);
    expect(pagesForWords(250)).toBe(1);
    expect(pagesForWords(251)).toBe(2);
    expect(pagesForWords(0)).toBe(1);
  });

  it('prices pages × price per page in cents and spreads pages over target languages (spec 2 §9)', () => {
    expect(priceFor(24.5, 3)).toBe(73.5);
    expect(priceFor(0.1, 3)).toBe(0.3);
    expect(quoteFigures(3, ['esn', 'fra'], 24.5)).toEqual({ documentPages: 3, totalPages: 6, pricePerPage: 24.5, price: 147, pagesPerLanguage: { esn: 3, fra: 3 } });
  });
});

describe('text extraction', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'analysis-test-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  async function textOf(name: string, data: Buffer | string): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, data);
    return extractText(file, analysableFormatOf(name) as AnalysableFormat, (f) => readFile(f));
  }

  it('reads the formats clients send', async () => {
    expect(countWords(await textOf('a.docx', await docx(['One two three.', 'Four five.'])))).toBe(5);
    expect(countWords(await textOf('a.pptx', await pptx(['Slide words here', 'more']))) ).toBe(4);
    expect(countWords(await textOf('a.xlsx', await xlsx(['cell one', 'cell two'])))).toBe(4);
    expect(countWords(await textOf('a.odt', await odt(['Open document text'])))).toBe(3);
    expect(countWords(await textOf('a.pdf', pdf('Portable document words')))).toBe(3);
    expect(countWords(await textOf('a.txt', 'plain text file'))).toBe(3);
    expect(countWords(await textOf('a.html', '<html><head><style>p{}</style><script>var x = 1;</script></head><body><p>Visible&nbsp;words &amp; more</p><!-- hidden --></body></html>'))).toBe(3);
  });

  it('keeps paragraphs apart and ignores markup', async () => {
    const text = await textOf('b.docx', await docx(['end', 'start']));
    expect(countWords(text)).toBe(2);
    expect(htmlText('<b>bold</b>text')).toContain('bold');
  });

  it('reads UTF-16 text with a byte-order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('two words', 'utf16le')]);
    expect(countWords(await textOf('u.txt', utf16))).toBe(2);
  });

  it('reports damaged or empty packages as extraction errors', async () => {
    await expect(textOf('bad.docx', 'not a zip')).rejects.toBeInstanceOf(ExtractionError);
    await expect(textOf('empty.docx', await zipOf([['other.xml', '<x/>']]))).rejects.toBeInstanceOf(ExtractionError);
    await expect(textOf('bad.pdf', 'not a pdf')).rejects.toBeInstanceOf(ExtractionError);
  });

  it('knows which names it can analyse', () => {
    expect(analysableFormatOf('Report.DOCX')).toBe('docx');
    expect(analysableFormatOf('page.htm')).toBe('html');
    expect(analysableFormatOf('image.png')).toBeNull();
    expect(analysableFormatOf('noext')).toBeNull();
  });
});
