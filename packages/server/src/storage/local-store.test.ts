// The local object store over HTTP: presigned POST upload, signed download, and every way of cheating refused with
// nothing left on disk. Runs on the full app (test/helpers.ts) on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientConfigs } from '../db/schema/clients.ts';
import { ManualClock } from '../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import type { PresignedPost } from './object-store.ts';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer | AsyncIterable<Buffer> };

/** A multipart/form-data body as a lazily produced stream, so large files never sit in the test's memory. */
function multipart(parts: Part[], boundary = `----lingua${Math.random().toString(16).slice(2)}`): { payload: Readable; headers: Record<string, string> } {
  async function* body(): AsyncGenerator<Buffer> {
    for (const p of parts) {
      if ('value' in p) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`);
      } else {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        );
        if (Buffer.isBuffer(p.content)) yield p.content;
        else for await (const chunk of p.content) yield chunk;
        yield Buffer.from('\r\n');
      }
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body(), { objectMode: false, highWaterMark: 16 * 1024 }), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Deterministic pseudo-random bytes in small chunks; `produced` tells how much the server actually read. */
function generated(total: number, chunk = 64 * 1024) {
  const state = { produced: 0, hash: createHash('sha256') };
  async function* gen(): AsyncGenerator<Buffer> {
    let seed = 12345;
    while (state.produced < total) {
      const n = Math.min(chunk, total - state.produced);
      const buf = Buffer.allocUnsafe(n);
      for (let i = 0; i < n; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        buf.writeUInt32LE(seed, i);
      }
      state.hash.update(buf);
      state.produced += n;
      yield buf;
    }
  }
  return { state, stream: gen() };
}

const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

describe('local object store over HTTP', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  let objectsDir: string;
  let incomingDir: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock, seed: 'none' });
    objectsDir = path.join(t.ctx.config.dataDir, 'objects');
    incomingDir = path.join(t.ctx.config.dataDir, 'objects-incoming');
  });
  afterAll(async () => t?.close());
  beforeEach(() => clock.set(new Date('2026-03-01T10:00:00Z')));

  let n = 0;
  const grant = (maxBytes = 1024, extra: { contentTypes?: string[]; expiresInSeconds?: number } = {}) =>
    t.app.objectStore.createPresignedPost({ keyPrefix: `tmp/anon/t${++n}`, maxBytes, expiresInSeconds: extra.expiresInSeconds ?? 60, ...extra });

  const post = (p: PresignedPost, parts: Part[], extraHeaders: Record<string, string> = {}) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'POST', url: new URL(p.url).pathname, headers: { ...headers, ...extraHeaders }, payload });
  };

  async function expectNothingStored(prefix: string) {
    expect(await filesUnder(path.join(objectsDir, prefix))).toEqual([]);
    expect(await filesUnder(incomingDir)).toEqual([]);
  }

  it('hands out a policy whose key is the prefix plus the literal ${filename}', async () => {
    const p = await grant();
    expect(p.url).toBe('https://portal.test/storage/upload');
    expect(p.fields.key).toBe(`tmp/anon/t${n}/\${filename}`);
    const policy = JSON.parse(Buffer.from(p.fields['policy']!, 'base64').toString());
    expect(policy.expiration).toBe('2026-03-01T10:01:00.000Z');
    expect(policy.conditions).toEqual([
      ['starts-with', '$key', `tmp/anon/t${n}/`],
      ['content-length-range', 0, 1024],
    ]);
  });

  it('stores an upload under the key with the file name filled in, then serves it through a signed link', async () => {
    const p = await grant();
    const content = Buffer.from('Hello, Lingua!\n');
    const res = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'résumé #1.txt', content }]);
    expect(res.statusCode).toBe(204);
    const key = p.fields.key.replace('${filename}', 'résumé #1.txt');
    expect(await t.app.objectStore.head(key)).toMatchObject({ key, size: content.length });

    const url = await t.app.objectStore.signedDownloadUrl(key, { expiresInSeconds: 300, fileName: 'résumé #1.txt' });
    const u = new URL(url);
    const dl = await t.app.inject({ method: 'GET', url: u.pathname + u.search });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(content)).toBe(true);
    expect(dl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="resume -1.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20-1.txt`);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');

    // Byte ranges, for media shown inline.
    const part = await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: { range: 'bytes=7-12' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('Lingua');
    expect(part.headers['content-range']).toBe(`bytes 7-12/${content.length}`);
  });

  it('allows cross-origin uploads from the portal and registered widget origins only (no wildcard)', async () => {
    await t.ctx.db.insert(clientConfigs).values({ companyName: 'Widget Co', signUpToken: 's', createProjectToken: 'c', widgetOrigins: ['https://intranet.client.example'] });
    t.app.widgetOrigins.invalidate();
    const preflight = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/storage/upload', headers: { origin, 'access-control-request-method': 'POST' } });
    for (const origin of ['https://intranet.client.example', 'https://portal.test']) {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('POST');
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-methods']).toBeUndefined();

    // The upload itself: the allowed origin is named back, a foreign one is refused and nothing is stored.
    const p = await grant();
    const ok = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'w.txt', content: Buffer.from('w') }], { origin: 'https://intranet.client.example' });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://intranet.client.example');
    const evil = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'e.txt', content: Buffer.from('e') }], { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'This origin may not upload here', errorCode: 'AccessDenied' });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(await t.app.objectStore.head(p.fields.key.replace('${filename}', 'e.txt'))).toBeNull();
  });

  it('shows safe types inline when asked, and never an HTML file', async () => {
    const p = await grant();
    await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'a.pdf', content: Buffer.from('%PDF-1.4') }]);
    await post({ ...p }, [...fieldParts(p.fields), { name: 'file', filename: 'b.html', content: Buffer.from('<script>alert(1)</script>') }]);
    const base = p.fields.key.replace('/${filename}', '');
    const pdf = new URL(await t.app.objectStore.signedDownloadUrl(`${base}/a.pdf`, { expiresInSeconds: 60, fileName: 'a.pdf', inline: true }));
    const html = new URL(await t.app.objectStore.signedDownloadUrl(`${base}/b.html`, { expiresInSeconds: 60, fileName: 'b.html', inline: true }));
    const r1 = await t.app.inject({ method: 'GET', url: pdf.pathname + pdf.search });
    const r2 = await t.app.inject({ method: 'GET', url: html.pathname + html.search });
    expect(r1.headers['content-disposition']).toMatch(/^inline;/);
    expect(r2.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('streams a file larger than any buffer and stores it intact', async () => {
    const size = 50 * 1024 * 1024;
    const p = await grant(size);
    const file = generated(size);
    const res = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'big.bin', content: file.stream }]);
    expect(res.statusCode).toBe(204);
    const key = p.fields.key.replace('${filename}', 'big.bin');
    expect((await t.app.objectStore.head(key))?.size).toBe(size);
    expect(await sha256File(path.join(objectsDir, key))).toBe(file.state.hash.digest('hex'));
    await t.app.objectStore.delete(key);
  }, 120_000);

  it('stores a file whose bytes almost repeat the boundary intact, however the body is cut into chunks', async () => {
    const boundary = '----linguaNearMiss7f3a';
    const delimiter = `\r\n--${boundary}`;
    // Every proper prefix of the delimiter, the delimiter with its last byte changed, the boundary without its
    // CRLF, each between runs of ordinary bytes: the parser must keep all of them as file content.
    const pieces: Buffer[] = [];
    for (let i = 1; i < delimiter.length; i++) pieces.push(Buffer.from(delimiter.slice(0, i)), Buffer.alloc(i * 37, i));
    pieces.push(Buffer.from(`${delimiter.slice(0, -1)}X`), Buffer.from(`--${boundary}`), Buffer.from(`\n--${boundary}`), Buffer.from('\r\r\n'));
    const content = Buffer.concat([...pieces, ...pieces.reverse()]);
    for (const cut of [1, 7, 29, 31, 53, 97, 101, 1000, 4093]) {
      const p = await grant(content.length);
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let i = 0; i < content.length; i += cut) yield content.subarray(i, i + cut);
      }
      const { payload, headers } = multipart([...fieldParts(p.fields), { name: 'file', filename: 'near.bin', content: chunks() }], boundary);
      const res = await t.app.inject({ method: 'POST', url: new URL(p.url).pathname, headers, payload });
      expect(res.statusCode, `chunks of ${cut} bytes`).toBe(204);
      const key = p.fields.key.replace('${filename}', 'near.bin');
      expect(await readFile(path.join(objectsDir, key)), `chunks of ${cut} bytes`).toEqual(content);
    }
  });

  it('works over real HTTP: the upload streams in, and an oversized one is answered before its body ends', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await grant(1024 * 1024);
    const form = new FormData();
    for (const [k, v] of Object.entries(p.fields)) form.append(k, v);
    form.append('file', new Blob(['over the wire']), 'wire.txt');
    const ok = await fetch(`${origin}/storage/upload`, { method: 'POST', body: form });
    expect(ok.status).toBe(204);
    expect((await t.app.objectStore.head(p.fields.key.replace('${filename}', 'wire.txt')))?.size).toBe(13);

    // A client that keeps sending 30 MB against a 1 MB policy still reads the 400.
    const { payload, headers } = multipart([...fieldParts(p.fields), { name: 'file', filename: 'huge.bin', content: generated(30 * 1024 * 1024).stream }]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${origin}/storage/upload`, { method: 'POST', headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      payload.pipe(req);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'EntityTooLarge' });
    await expectNothingStored(`tmp/anon/t${n}/huge.bin`);
  });

  describe('refuses, storing nothing', () => {
    const content = Buffer.from('payload');

    it('an expired policy', async () => {
      const p = await grant();
      clock.advance(61_000);
      const res = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'x.txt', content }]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Invalid according to Policy: Policy expired', errorCode: 'AccessDenied' });
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a tampered signature', async () => {
      const p = await grant();
      const sig = p.fields['signature']!;
      const fields = { ...p.fields, signature: (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1) };
      const res = await post(p, [...fieldParts(fields), { name: 'file', filename: 'x.txt', content }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('SignatureDoesNotMatch');
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a tampered policy (raised size limit, kept signature)', async () => {
      const p = await grant(4);
      const policy = JSON.parse(Buffer.from(p.fields['policy']!, 'base64').toString());
      policy.conditions[1][2] = 10_000_000;
      const fields = { ...p.fields, policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
      const res = await post(p, [...fieldParts(fields), { name: 'file', filename: 'x.txt', content }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('SignatureDoesNotMatch');
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a key outside the granted prefix', async () => {
      const p = await grant();
      const fields = { ...p.fields, key: 'tmp/anon/someone-else/${filename}' };
      const res = await post(p, [...fieldParts(fields), { name: 'file', filename: 'x.txt', content }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('AccessDenied');
      expect(await filesUnder(objectsDir)).not.toContainEqual(expect.stringContaining('someone-else'));
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('".." in the file name', async () => {
      const p = await grant();
      for (const filename of ['../../escape.txt', '..', 'a/../../b.txt']) {
        const res = await post(p, [...fieldParts(p.fields), { name: 'file', filename, content }]);
        expect(res.statusCode, filename).toBe(400);
        expect(res.json().errorCode).toBe('InvalidKey');
      }
      await expectNothingStored(`tmp/anon/t${n}`);
      const everywhere = await filesUnder(t.ctx.config.dataDir);
      expect(everywhere.filter((f) => /escape|b\.txt/.test(f))).toEqual([]);
    });

    it('a file over the content-length-range, aborting the stream early', async () => {
      const p = await grant(1024 * 1024);
      const total = 20 * 1024 * 1024;
      const file = generated(total);
      const res = await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'big.bin', content: file.stream }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Your proposed upload exceeds the maximum allowed size', errorCode: 'EntityTooLarge' });
      expect(res.headers['connection']).toBe('close');
      // Refused while streaming: far less than the whole body was read.
      expect(file.state.produced).toBeLessThan(total / 2);
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a missing file field', async () => {
      const p = await grant();
      const res = await post(p, fieldParts(p.fields));
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('IncorrectNumberOfFilesInPostRequest');
    });

    it('a missing policy, key or signature', async () => {
      const p = await grant();
      for (const drop of ['policy', 'key', 'signature']) {
        const fields = Object.fromEntries(Object.entries(p.fields).filter(([k]) => k !== drop));
        const res = await post(p, [...fieldParts(fields), { name: 'file', filename: 'x.txt', content }]);
        expect(res.statusCode, drop).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, drop).toBeLessThan(404);
        expect(res.json().message).toBeTruthy();
      }
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a file sent before the policy fields', async () => {
      const p = await grant();
      const res = await post(p, [{ name: 'file', filename: 'x.txt', content }, ...fieldParts(p.fields)]);
      expect(res.statusCode).toBe(400);
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('an unsigned extra field', async () => {
      const p = await grant();
      const res = await post(p, [...fieldParts({ ...p.fields, 'x-amz-meta-owner': 'me' }), { name: 'file', filename: 'x.txt', content }]);
      expect(res.statusCode).toBe(403);
      await expectNothingStored(`tmp/anon/t${n}`);
    });

    it('a content type outside the allowed list', async () => {
      const p = await grant(1024, { contentTypes: ['application/pdf'] });
      const bad = await post(p, [...fieldParts({ ...p.fields, 'Content-Type': 'text/html' }), { name: 'file', filename: 'x.pdf', content }]);
      expect(bad.statusCode).toBe(403);
      await expectNothingStored(`tmp/anon/t${n}`);
      const good = await post(p, [...fieldParts({ ...p.fields, 'Content-Type': 'application/pdf' }), { name: 'file', filename: 'x.pdf', content }]);
      expect(good.statusCode).toBe(204);
    });

    it('a body that is not multipart', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/storage/upload', payload: { key: 'x' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  describe('download links', () => {
    let key: string;
    let url: URL;
    beforeAll(async () => {
      const p = await grant();
      await post(p, [...fieldParts(p.fields), { name: 'file', filename: 'doc.txt', content: Buffer.from('secret') }]);
      key = p.fields.key.replace('${filename}', 'doc.txt');
      url = new URL(await t.app.objectStore.signedDownloadUrl(key, { expiresInSeconds: 60, fileName: 'doc.txt' }));
    });
    const get = (u: URL) => t.app.inject({ method: 'GET', url: u.pathname + u.search });

    it('work until they expire, then answer 403', async () => {
      expect((await get(url)).statusCode).toBe(200);
      clock.advance(61_000);
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'The download link has expired', errorCode: 'AccessDenied' });
    });

    it('answer 403 when any part is tampered with', async () => {
      const variants: Array<(u: URL) => void> = [
        (u) => u.searchParams.set('name', 'other.html'),
        (u) => u.searchParams.set('inline', '1'),
        (u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
        (u) => u.searchParams.set('sig', u.searchParams.get('sig')!.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
        (u) => u.searchParams.delete('sig'),
        (u) => u.searchParams.append('name', 'second.html'),
        (u) => (u.pathname = u.pathname.replace('doc.txt', 'other.txt')),
      ];
      for (const tamper of variants) {
        const u = new URL(url);
        tamper(u);
        const res = await get(u);
        expect(res.statusCode, u.toString()).toBe(403);
        expect(res.json().errorCode).toBe('AccessDenied');
      }
    });

    it('answer 404 for a correctly signed link to a deleted object', async () => {
      await t.app.objectStore.delete(key);
      expect((await get(url)).statusCode).toBe(404);
    });
  });

  it('removes on start what a killed writer left half-written, and keeps what a live one is writing', async () => {
    const { spawnSync } = await import('node:child_process');
    const { hostname } = await import('node:os');
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { LocalObjectStore } = await import('./local-store.ts');
    // A pid that existed and has exited: that of a finished child.
    const dead = spawnSync('true').pid;
    const host = hostname().replace(/[^A-Za-z0-9-]/g, '_');
    await mkdir(incomingDir, { recursive: true });
    // Named as the product names them (id, start time, random): the id may be reused by now, the start time not.
    await writeFile(path.join(incomingDir, `${host}.${dead}.1.killed`), 'half an upload');
    await writeFile(path.join(incomingDir, `${host}.${process.pid}.live`), 'being written');
    await writeFile(path.join(incomingDir, `other-host.${dead}.elsewhere`), 'not ours to judge');
    // The parent process is alive: a file of its own start time is kept; one naming another start time is from an
    // earlier process that had the same id (ids are reused), so its writer is gone.
    const { readFileSync } = await import('node:fs');
    const parentStart = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
    await writeFile(path.join(incomingDir, `${host}.${process.ppid}.${parentStart}.writing`), 'being written');
    await writeFile(path.join(incomingDir, `${host}.${process.ppid}.1.reused`), 'half an upload');
    const reopened = await LocalObjectStore.open({ config: t.ctx.config, clock });
    expect(reopened.root).toBe(objectsDir);
    const kept = [`${host}.${process.pid}.live`, `${host}.${process.ppid}.${parentStart}.writing`, `other-host.${dead}.elsewhere`];
    expect((await readdir(incomingDir)).sort()).toEqual(kept.sort());
    // A day without a write means nobody is writing it, whichever host it came from.
    clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await reopened.sweepIncoming()).toBe(3);
    expect(await readdir(incomingDir)).toEqual([]);
  });
});
