// "Update file" and the file's versions (decision 174) on a real machine translation of a DOCX made here: after
// edits the rebuild job delivers a file LibreOffice opens and whose text holds them, the version list keeps the
// first delivery and downloads its very bytes; a rebuild whose file would not open (a broken write-back, through
// the module's seam) ends with the reason and leaves the delivered file as it was; refusals, other companies.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentFileVersions, DocumentReview, DocumentSegmentsSaved } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { documentReviews, jobRequestFiles } from '../../db/schema/index.ts';
import { requireLibreOffice, unzip, zipOf } from '../../engines/mt/apertium/test-documents.ts';
import { writeDocumentSegments } from '../../engines/mt/filters/index.ts';
import { docxOf } from '../../engines/mt/filters/test-corpus.ts';
import { convertWithLibreOffice } from '../../engines/mt/libreoffice.ts';
import { rebuildContext, runRebuild, type SegmentWriter } from './rebuild.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';

let t: TestApp;
let id: string;
let docKey: string;
let work: string;
const api = apiAs(() => t.app);
const { call, download } = api;
const base = (tail = '') => `/jobRequests/${id}/files/${encodeURIComponent(docKey)}${tail}`;
const list = async (user = ALICE) => (await call(user, 'GET', base('/segments'))).json() as DocumentReview;
const delivered = async () => download((await call(ALICE, 'GET', base('/downloadUrl'))).json().downloadUrl as string);
const versions = async () => ((await call(ALICE, 'GET', base('/versions'))).json() as DocumentFileVersions).versions;
const versionBytes = async (version: number) => download((await call(ALICE, 'GET', base(`/versions/${version}/downloadUrl`))).json().downloadUrl as string);

/** The text LibreOffice reads from a DOCX. */
async function textOf(docx: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'text-'));
  await writeFile(path.join(dir, 'file.docx'), docx);
  const [out] = await convertWithLibreOffice([path.join(dir, 'file.docx')], { to: 'txt:Text (encoded):UTF8', outDir: dir });
  return readFile(out!, 'utf8');
}

async function save(position: number, edit: (target: string) => string): Promise<DocumentSegmentsSaved> {
  const doc = await list();
  const res = await call(ALICE, 'PUT', base('/segments'), { version: doc.version, segments: [{ position, target: edit(doc.segments[position]!.target) }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentSegmentsSaved;
}

beforeAll(async () => {
  requireLibreOffice();
  work = await mkdtemp(path.join(tmpdir(), 'review-rebuild-'));
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const [docx] = await api.upload(ALICE, [['guide.docx', await docxOf(0)]]);
  const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Rebuild pack',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'guide.docx', category: 'SOURCE_DOCUMENT', fileKey: docx }],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  await t.app.jobs.drain();
  const done = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { status: string; files: Array<{ fileName: string; fileKey: string; category: string }> };
  expect(done.status).toBe('COMPLETED');
  docKey = done.files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('update file', { timeout: 90_000 }, () => {
  it('lists the delivery as the one version before anything is opened, and refuses an up-to-date file', async () => {
    expect(await versions()).toEqual([expect.objectContaining({ version: 1, fileName: 'guide_esn.docx', createdBy: null, current: true })]);
    expect(await versionBytes(1)).toEqual(await delivered());
    const doc = await list();
    const res = await call(ALICE, 'POST', base('/actions/rebuild'), { version: doc.version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'FILE_CURRENT' });
  });

  it('rebuilds after edits: the delivered file opens and holds them, and the first delivery stays downloadable', async () => {
    const first = await delivered();
    await save(0, () => 'Guía revisada por Alicia');
    const bold = (await list()).segments.find((s) => s.tags.includes('<g1>'))!;
    const saved = await save(bold.position, (target) => target.replace('<g1>', '<g1>Corregido ').replace(/^/, 'Frase corregida: '));
    const stale = await call(ALICE, 'POST', base('/actions/rebuild'), { version: saved.version - 1 });
    expect(stale.json()).toMatchObject({ errorCode: 'DOCUMENT_CHANGED' });
    const res = await call(ALICE, 'POST', base('/actions/rebuild'), { version: saved.version });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ rebuilding: true, fileStale: true, fileVersion: 1, rebuildFailure: null, segments: [] });
    expect((await call(ALICE, 'POST', base('/actions/rebuild'), { version: saved.version })).json()).toMatchObject({ errorCode: 'REBUILD_RUNNING' });
    const started = performance.now();
    await t.app.jobs.drain();
    console.log(`document review: rebuild of a ${(await list()).total}-segment DOCX ${(performance.now() - started).toFixed(0)} ms`);
    expect(await list()).toMatchObject({ rebuilding: false, rebuildFailure: null, fileVersion: 2, fileStale: false, version: saved.version });
    const now = await delivered();
    expect(now).not.toEqual(first);
    const text = await textOf(now);
    expect(text).toContain('Guía revisada por Alicia');
    expect(text).toContain('Frase corregida: ');
    expect(text).toContain('Corregido ');
    // The request's file row keeps the new size.
    const [row] = await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.fileKey, docKey));
    expect(row!.size).toBe(now.length);
    expect(await versions()).toEqual([
      expect.objectContaining({ version: 2, fileName: 'guide_esn.docx', size: now.length, createdBy: ALICE, current: true }),
      expect.objectContaining({ version: 1, fileName: 'guide_esn.docx', size: first.length, createdBy: null, current: false }),
    ]);
    expect(await versionBytes(1)).toEqual(first);
    expect(await versionBytes(2)).toEqual(now);
    const link = (await call(ALICE, 'GET', base('/versions/1/downloadUrl'))).json().downloadUrl as string;
    // Saved beside the current file, an earlier version never takes its name.
    expect(new URL(link).searchParams.get('name')).toBe('guide_esn (version 1).docx');
  });

  it('keeps the delivered file and says why when the rebuilt file would not open', async () => {
    const before = await delivered();
    const saved = await save(0, () => 'Guía revisada otra vez');
    expect((await call(ALICE, 'POST', base('/actions/rebuild'), { version: saved.version })).statusCode).toBe(202);
    const [review] = await t.ctx.db.select().from(documentReviews).where(eq(documentReviews.fileKey, docKey));
    // A write-back that breaks the body's XML: the product's filters never write one; the seam lets the test.
    const broken: SegmentWriter = async (input, format, output: Writable, texts) => {
      const out = new PassThrough();
      const done = buffer(out);
      await writeDocumentSegments(input, format, out, texts);
      out.end();
      const parts = (await unzip(await done)).map((p): [string, string] => [p.name, p.name === 'word/document.xml' ? p.text.replace('</w:body>', '<w:body>') : p.text]);
      output.write(await zipOf(parts));
    };
    await runRebuild({ ...rebuildContext({ db: t.ctx.db, clock: t.ctx.clock, objectStore: t.app.objectStore }), write: broken }, { reviewId: review!.id, by: ALICE }, { retryCount: 0 });
    const after = await list();
    expect(after).toMatchObject({ rebuilding: false, fileVersion: 2, fileStale: true, rebuildFailure: expect.stringMatching(/^The updated guide_esn\.docx would not open \(LibreOffice could not read it as a DOCX file\), so it was not delivered; the earlier file stays\.$/) });
    expect(await delivered()).toEqual(before);
    expect((await versions()).map((v) => v.version)).toEqual([2, 1]);
    // The job queued by the call finds the rebuild ended, and does nothing; asked again, the update goes through.
    await t.app.jobs.drain();
    expect(await list()).toMatchObject({ fileVersion: 2, rebuildFailure: expect.any(String) });
    expect((await call(ALICE, 'POST', base('/actions/rebuild'), { version: after.version })).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(await list()).toMatchObject({ fileVersion: 3, rebuildFailure: null, fileStale: false });
    expect(await textOf(await delivered())).toContain('Guía revisada otra vez');
  });

  it('answers another company 404 and a visitor 401 on every file call, and an unknown version 404', async () => {
    const doc = await list();
    for (const [method, tail, body] of [
      ['POST', '/actions/rebuild', { version: doc.version }],
      ['GET', '/versions', undefined],
      ['GET', '/versions/1/downloadUrl', undefined],
    ] as const) {
      expect((await call(GRACE, method, base(tail), body)).statusCode, tail).toBe(404);
      expect((await call(null, method, base(tail), body)).statusCode, tail).toBe(401);
    }
    expect((await call(ALICE, 'GET', base('/versions/9/downloadUrl'))).json()).toMatchObject({ errorCode: 'VERSION_NOT_FOUND' });
    expect((await call(ALICE, 'GET', `/jobRequests/${id}/files/${encodeURIComponent('nothing.docx')}/versions`)).statusCode).toBe(404);
  });
});
