// Malware scanning of uploads with a real clamd, started here on a test signature database (EICAR, assembled in
// code): refused files in every wrapping, the scanner stopped and back, a large file streamed, /health.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, grantUpload, testPrincipals, TEST_USER_HEADER, uploadFile, type TestApp } from '../../../test/helpers.ts';
import { loadScanConfig } from '../../config/scan-config.ts';
import { jobRequests, mailOutbox, unscannedUploads } from '../../db/schema/index.ts';
import { rescanUnscannedUploads } from './service.ts';
import { docx } from '../../engines/mt/apertium/test-documents.ts';
import { parseScanAnswer } from '../../engines/scanner/clamd-client.ts';
import { CLAMAV_TEST_FILES, eicarTestString, OwnClamd, TEST_FILE_SIGNATURE, TEST_SIGNATURE, writeTestSignatures } from '../../engines/scanner/own-clamd.ts';
import { stateOfVersion } from '../../engines/scanner/upload-scanner.ts';

const ALICE = 'client@acme-health.example';
const SIGNATURE = `${TEST_SIGNATURE}.UNOFFICIAL`;

let t: TestApp;
let dir: string;
let clamd: OwnClamd;

async function zipOf(parts: Array<[string, Buffer]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of parts) zip.addBuffer(content, name);
  zip.end();
  return readAll(zip.outputStream as unknown as Readable);
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clamd-'));
  await writeTestSignatures(path.join(dir, 'db'));
  clamd = new OwnClamd({ dir, socket: path.join(dir, 'clamd.sock'), databaseDir: path.join(dir, 'db'), maxBytes: 1_048_576_000 });
  const started = performance.now();
  await clamd.start(30_000);
  console.log(`clamd answered ${Math.round(performance.now() - started)} ms after its start (test signature database)`);
  const scan = loadScanConfig({ CLAMD_SOCKET: path.join(dir, 'clamd.sock'), SCAN_HOLD_WAIT_MS: '1500' }, dir, false);
  t = await buildTestApp({ app: { configure: testPrincipals }, config: { scan } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await clamd?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const request = (files: Array<{ fileName: string; fileKey: string }>, on: TestApp = t) =>
  on.app.inject({
    method: 'POST',
    url: '/v1/jobRequests',
    headers: { [TEST_USER_HEADER]: ALICE },
    payload: {
      origination: 'WEBFORM',
      name: 'Scanned',
      requestType: 'QUOTE_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }],
      files: files.map((f) => ({ category: 'SOURCE_DOCUMENT', ...f })),
      customFields: [
        { fieldName: 'Cost Center', value: 'CC-1234' },
        { fieldName: 'Department', value: 'Oncology' },
        { fieldName: 'Audiences', value: 'Patients' },
      ],
    },
  });

async function uploaded(fileName: string, content: Buffer, on: TestApp = t): Promise<{ fileName: string; fileKey: string }> {
  return { fileName, fileKey: await uploadFile(on.app, await grantUpload(on.app, ALICE), fileName, content) };
}

describe('an upload with malware', () => {
  const eicar = Buffer.from(eicarTestString());
  const cases: Array<[string, () => Promise<Buffer>]> = [
    ['notes.txt', async () => eicar],
    ['report.docx', () => docx(['Quarterly report', eicarTestString()])],
    ['bundle.zip', () => zipOf([['readme.txt', Buffer.from('hello')], ['tool.com', eicar]])],
    ['nested.zip', async () => zipOf([['inner.zip', await zipOf([['tool.com', eicar]])]])],
  ];

  it.each(cases)('%s is refused naming the file, deleted, and staff are mailed the signature', async (fileName, make) => {
    const file = await uploaded(fileName, await make());
    const before = await t.ctx.db.select().from(jobRequests);
    const res = await request([file]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `The file "${fileName}" was refused: the malware scanner found a threat in it, and it has been deleted. Please check your copy of the file before sending it again.`,
      errorCode: 'FILE_INFECTED',
    });
    expect(await t.app.objectStore.head(file.fileKey)).toBeNull();
    expect(await t.ctx.db.select().from(jobRequests)).toHaveLength(before.length);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Upload refused: ${fileName}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(t.ctx.config.intakeEmail);
    expect(mails[0]!.text).toContain(SIGNATURE);
  });

  it("refuses every sample of Debian's clamav-testfiles: packed programs, archives, mail and documents", async () => {
    const samples = await fs.readdir(CLAMAV_TEST_FILES);
    expect(samples.length).toBeGreaterThanOrEqual(40);
    const passed: string[] = [];
    for (const name of samples) {
      const res = await request([await uploaded(name, await fs.readFile(path.join(CLAMAV_TEST_FILES, name)))]);
      if (res.statusCode !== 400 || res.json().errorCode !== 'FILE_INFECTED') passed.push(`${name}: ${res.statusCode} ${res.body}`);
    }
    console.log(`clamav-testfiles: ${samples.length - passed.length} of ${samples.length} refused as infected (${TEST_FILE_SIGNATURE})`);
    expect(passed).toEqual([]);
  }, 120_000);

  it('a clean DOCX passes and the request is made', async () => {
    const res = await request([await uploaded('clean.docx', await docx(['Nothing to see here']))]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an archive nested deeper than the scanner unpacks is refused with the reason', async () => {
    let nested = await zipOf([['a.txt', Buffer.from('deep')]]);
    for (let i = 0; i < 20; i++) nested = await zipOf([[`level-${i}.zip`, nested]]);
    const file = await uploaded('deep.zip', nested);
    const res = await request([file]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'FILE_NOT_SCANNABLE' });
    expect(res.json().message).toContain('"deep.zip" was refused: its archives are nested too deeply');
    expect(await t.app.objectStore.head(file.fileKey)).toBeNull();
  });
});

describe('the scanner stopped', () => {
  it('holds uploads (503, the file kept) and releases them once it is back', async () => {
    const file = await uploaded('held.txt', Buffer.from('waiting for the scanner'));
    await clamd.stop();
    const held = await request([file]);
    expect(held.statusCode).toBe(503);
    expect(held.json()).toEqual({
      message: 'The file "held.txt" is waiting for its malware scan: the scanner is not available right now. Please try again in a few minutes.',
      errorCode: 'FILE_SCAN_PENDING',
    });
    expect(await t.app.objectStore.head(file.fileKey)).not.toBeNull();
    // A call made while the scanner is down completes when it returns within the hold wait.
    const pending = request([file]);
    await new Promise((r) => setTimeout(r, 200));
    await clamd.start(30_000);
    const released = await pending;
    expect(released.statusCode, released.body).toBe(201);
  });
});

describe('the scanner stopped, and the operator accepts unscanned files (SCAN_WHEN_UNAVAILABLE=accept)', () => {
  it('marks each file, scans it once the scanner is back, and deletes an infected one telling staff', async () => {
    const scan = loadScanConfig({ CLAMD_SOCKET: path.join(dir, 'clamd.sock'), SCAN_HOLD_WAIT_MS: '300', SCAN_WHEN_UNAVAILABLE: 'accept' }, dir, false);
    const accepting = await buildTestApp({ app: { configure: testPrincipals }, config: { scan } });
    const restart = () => clamd.start(30_000);
    try {
      const files = [await uploaded('minutes.txt', Buffer.from('the minutes of the meeting'), accepting), await uploaded('tool.txt', Buffer.from(eicarTestString()), accepting)];
      await clamd.stop();
      const res = await request(files, accepting);
      expect(res.statusCode, res.body).toBe(201);
      const marks = await accepting.ctx.db.select().from(unscannedUploads).orderBy(unscannedUploads.fileName);
      expect(marks.map((m) => [m.fileName, m.verdict, m.scannedAt])).toEqual([['minutes.txt', null, null], ['tool.txt', null, null]]);
      expect(marks.every((m) => m.key.startsWith('job-requests/'))).toBe(true);
      // Nothing is settled while the scanner is still away.
      const deps = { db: accepting.ctx.db, objectStore: accepting.app.objectStore, uploadScanner: accepting.app.uploadScanner };
      expect(await rescanUnscannedUploads(deps)).toBe(0);

      await restart();
      expect(await rescanUnscannedUploads(deps)).toBe(2);
      const settled = await accepting.ctx.db.select().from(unscannedUploads).orderBy(unscannedUploads.fileName);
      expect(settled.map((m) => [m.fileName, m.verdict, m.finding])).toEqual([['minutes.txt', 'clean', null], ['tool.txt', 'infected', SIGNATURE]]);
      expect(settled.every((m) => m.scannedAt !== null)).toBe(true);
      expect(await accepting.app.objectStore.head(settled[0]!.key)).not.toBeNull();
      expect(await accepting.app.objectStore.head(settled[1]!.key)).toBeNull();
      const mails = await accepting.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Accepted file deleted: tool.txt'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(SIGNATURE);
      expect(mails[0]!.text).toContain('It may have been used meanwhile.');
      expect(await rescanUnscannedUploads(deps), 'a settled mark is not scanned again').toBe(0);
    } finally {
      await restart();
      await accepting.close();
    }
  });
});

describe('a large upload', () => {
  it('streams 200 MB from the store to the scanner without holding it in memory', async () => {
    const key = `tmp/u/large/${'0'.repeat(32)}/large.bin`;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    await t.app.objectStore.writeStream(key, Readable.from((function* () {
      for (let i = 0; i < 200; i++) yield chunk;
    })()));
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    expect(await t.app.uploadScanner.check(t.app.objectStore, key)).toBe('clean');
    clearInterval(sampler);
    const mb = (n: number) => Math.round(n / 1048576);
    console.log(`200 MB scanned in ${Math.round(performance.now() - started)} ms; resident memory peak ${mb(peak)} MB, ${mb(peak - base)} MB above the start`);
    expect(peak - base).toBeLessThan(64 * 1048576);
  }, 120_000);
});

describe('/health', () => {
  it('says the scanner is up, with its signatures and what happens while it is unavailable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json().checks.scanner).toEqual({
      status: 'up',
      detail: expect.stringMatching(/^ClamAV [\d.]+, test signature only \(EICAR\) .*; while unavailable: uploads are held until it answers$/),
    });
  });
});

describe('clamd answers', () => {
  it('reads clean, found, over the limits and errors', () => {
    expect(parseScanAnswer('stream: OK\0')).toEqual({ verdict: 'clean' });
    expect(parseScanAnswer('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({ verdict: 'infected', signature: 'Win.Test.EICAR_HDB-1' });
    expect(parseScanAnswer('stream: Heuristics.Limits.Exceeded.MaxFileSize FOUND\0')).toEqual({ verdict: 'over-limits', reason: 'MaxFileSize' });
    expect(parseScanAnswer('INSTREAM size limit exceeded. ERROR\0')).toEqual({ verdict: 'over-limits', reason: 'StreamMaxLength' });
    expect(() => parseScanAnswer('Can\'t allocate memory ERROR\0')).toThrow(/allocate/);
  });

  it('counts signatures older than the limit as unavailable, and the test signature only where allowed', () => {
    const now = new Date('2026-05-04T12:00:00Z');
    const config = { maxSignatureAgeHours: 72, testSignatures: false };
    expect(stateOfVersion(config, 'ClamAV 1.4.6/27480/Mon May  4 06:00:00 2026', now)).toMatchObject({ available: true, signatures: { version: '27480' } });
    expect(stateOfVersion(config, 'ClamAV 1.4.6/27400/Tue Apr 28 06:00:00 2026', now)).toMatchObject({ available: false, problem: expect.stringMatching(/hours old \(limit 72\)/) });
    expect(stateOfVersion(config, 'ClamAV 1.4.6', now)).toMatchObject({ available: false, problem: 'no official signatures are loaded (run freshclam)' });
    expect(stateOfVersion({ ...config, testSignatures: true }, 'ClamAV 1.4.6', now)).toMatchObject({ available: true, signatures: 'test' });
  });
});
