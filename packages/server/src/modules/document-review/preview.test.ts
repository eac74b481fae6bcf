// The preview (decision 181) of a real machine-translated DOCX made here: LibreOffice's pages as PNG images, made
// once per file version and read from the store after; the page and boxes of a segment's text, also of one saved
// since the file was built (found by its delivered text); the company only; a segment the document lacks 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPreview, DocumentReview } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { requireLibreOffice } from '../../engines/mt/apertium/test-documents.ts';
import { docxOf } from '../../engines/mt/filters/test-corpus.ts';
import { findOnPages, parseBboxPages } from './preview-text.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';
const ADMIN = 'admin@lingua.example';

let t: TestApp;
let id: string;
let docKey: string;
const api = apiAs(() => t.app);
const { call, download } = api;
const base = (tail = '') => `/jobRequests/${id}/files/${encodeURIComponent(docKey)}${tail}`;

beforeAll(async () => {
  requireLibreOffice();
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const [docx] = await api.upload(ALICE, [['guide.docx', await docxOf(0)]]);
  const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Preview pack',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'guide.docx', category: 'SOURCE_DOCUMENT', fileKey: docx }],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  await t.app.jobs.drain();
  const done = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { files: Array<{ fileKey: string; category: string }> };
  docKey = done.files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
}, 120_000);
afterAll(() => t.close());

describe('document preview', () => {
  it("draws the delivered DOCX's pages once, and finds a segment's page and lines", async () => {
    const doc = (await call(ALICE, 'GET', base('/segments'))).json() as DocumentReview;
    const position = doc.segments.findIndex((s) => s.style.kind === 'paragraph' && s.target.split(' ').length > 4);
    let started = performance.now();
    const first = await call(ALICE, 'GET', base(`/preview?position=${position}`));
    const firstMs = performance.now() - started;
    expect(first.statusCode, first.body).toBe(200);
    const preview = first.json() as DocumentPreview;
    expect(preview.fileVersion).toBe(1);
    expect(preview.pages.length).toBeGreaterThanOrEqual(1);
    expect(preview.pages[0]).toMatchObject({ page: 1, width: expect.any(Number), height: expect.any(Number) });
    const png = await download(preview.pages[0]!.imageUrl);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(preview.segment).toMatchObject({ position, page: 1 });
    expect(preview.segment!.boxes.length).toBeGreaterThanOrEqual(1);
    for (const b of preview.segment!.boxes) expect(b.x + b.width <= 1 && b.y + b.height <= 1 && b.width > 0).toBe(true);
    // The second opening reads the pages the first one made.
    started = performance.now();
    const again = (await call(ADMIN, 'GET', base('/preview'))).json() as DocumentPreview;
    const againMs = performance.now() - started;
    expect(again.pages.length).toBe(preview.pages.length);
    expect(again.segment).toBeNull();
    console.log(`preview of a ${doc.total}-segment DOCX: first ${firstMs.toFixed(0)} ms, from the store ${againMs.toFixed(0)} ms`);
    expect(againMs).toBeLessThan(firstMs);
  }, 120_000);

  it('finds a segment saved since the file was built by its delivered text, and refuses others', async () => {
    const doc = (await call(ALICE, 'GET', base('/segments'))).json() as DocumentReview;
    const position = doc.segments.findIndex((s) => s.style.kind === 'paragraph' && s.target.split(' ').length > 4);
    const saved = await call(ALICE, 'PUT', base('/segments'), { version: doc.version, segments: [{ position, target: `${doc.segments[position]!.target} Revisado.` }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await call(ALICE, 'GET', base(`/preview?position=${position}`))).json() as DocumentPreview).segment).toMatchObject({ page: 1 });
    expect((await call(ALICE, 'GET', base('/preview?position=9999'))).json()).toMatchObject({ errorCode: 'UNKNOWN_SEGMENT' });
    expect((await call(ALICE, 'GET', base('/preview?position=-1'))).statusCode).toBe(400);
    expect((await call(GRACE, 'GET', base('/preview'))).statusCode).toBe(404);
    expect((await call(null, 'GET', base('/preview'))).statusCode).toBe(401);
  });
});

describe('preview text', () => {
  const html = `<doc><page width="600.000000" height="800.000000">
    <word xMin="60.0" yMin="100.0" xMax="90.0" yMax="112.0">“Tome</word><word xMin="95.0" yMin="100.0" xMax="120.0" yMax="112.0">dos</word>
    <word xMin="60.0" yMin="115.0" xMax="110.0" yMax="127.0">pastillas&amp;agua.”</word>
  </page><page width="600.000000" height="800.000000"><word xMin="60.0" yMin="100.0" xMax="90.0" yMax="112.0">Tome</word><word xMin="95.0" yMin="100.0" xMax="120.0" yMax="112.0">tres</word></page></doc>`;

  it('reads pages and words, and finds text without case or punctuation, a box per line', () => {
    const pages = parseBboxPages(html);
    expect(pages.map((p) => p.words.length)).toEqual([3, 2]);
    expect(pages[0]!.words[2]![4]).toBe('pastillas&agua.”');
    expect(findOnPages(pages, 'tome <g1>DOS</g1> pastillas&agua'.replace(/<[^>]+>/g, ''))).toEqual({
      page: 1,
      boxes: [
        { x: 0.1, y: 0.125, width: 0.1, height: 0.015 },
        { x: 0.1, y: 0.1438, width: 0.0833, height: 0.015 },
      ],
    });
    expect(findOnPages(pages, 'Tome tres')).toMatchObject({ page: 2 });
    // A footnote mark glued to a word by the PDF ("dos¹" read as "dos1") still matches.
    expect(findOnPages(parseBboxPages(html.replace('>dos<', '>dos1<')), 'Tome dos pastillas&agua')).toMatchObject({ page: 1 });
    expect(findOnPages(pages, 'Nada aquí')).toBeNull();
  });
});
