// Uploads (issue "Speed", items 4 and 5), against the product server started as its own process over TLS on
// loopback, with the embedded PGlite database and the embedded object store in one data directory:
//
// 1. One large file (default 250 MB) posted through a presigned POST from a signed-in user's upload permission,
//    as the browser posts it (multipart form, fields first, then the file): the server's resident memory growth
//    while it receives the file (sampled from /proc every 20 ms), and its throughput beside a raw `dd` copy of the
//    same file into the same directory. Goals: growth ≤ 50 MB, throughput ≥ 80 % of dd's.
// 2. Bytes the user sends for one request of a file (default 20 MB) through the quote form's calls: without the
//    live estimate; with it, as the form does now (Submit reuses the estimate's upload); and with it as the form
//    did before (Submit uploaded every file again). Each run creates the request for real, so the server's
//    acceptance of the estimate's keys is part of what is measured.
//
//   node tests/bench/upload.ts [--mb 250] [--request-mb 20] [--port 9190] [--dir /tmp]
//
// Prints figures and met / NOT met; fails nothing.
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../../packages/server/src/db/seed/index.ts';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { startServerProcess } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '250' },
    'request-mb': { type: 'string', default: '20' },
    port: { type: 'string', default: '9190' },
    dir: { type: 'string', default: os.tmpdir() },
  },
});
const MB = 1024 * 1024;
const FILE_BYTES = Number(values.mb) * MB;
const REQUEST_FILE_BYTES = Number(values['request-mb']) * MB;
const MEMORY_GOAL = 50 * MB;
const THROUGHPUT_SHARE_GOAL = 0.8;
const USER = 'client@globex.example';
// Globex's one required project field (demo data).
const CUSTOM_FIELDS = [{ fieldName: 'Department', value: 'Claims' }];

interface Post {
  url: string;
  fields: Record<string, string> & { key: string };
}

/** A file of `bytes` bytes that compresses poorly (nothing on the way may shrink it). */
async function makeFile(file: string, bytes: number): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    const block = Buffer.alloc(MB);
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((Math.imul(i, 2654435761) ^ (i >>> 7)) >>> 0, i);
    for (let written = 0; written < bytes; written += MB) {
      block.writeUInt32LE(written / MB, 0);
      await handle.write(block, 0, Math.min(MB, bytes - written));
    }
  } finally {
    await handle.close();
  }
}

/** Posts the presigned form with the file streamed from disk; resolves with the status and the body bytes sent. */
function postForm(post: Post, fileName: string, file: string, size: number): Promise<{ status: number; body: string; sent: number }> {
  const boundary = `----lingua-bench-${Date.now().toString(16)}`;
  const head = Buffer.from(
    Object.entries(post.fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + size + tail.length;
  return new Promise((resolve, reject) => {
    const req = https.request(
      post.url,
      {
        method: 'POST',
        rejectUnauthorized: false, // the server's own generated certificate, on loopback
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent: length }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: MB });
    stream.on('error', reject);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

async function api(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown; sent: number }> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const res = await httpRequest(`${baseUrl}/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(text !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(text !== undefined ? { body: text } : {}),
  });
  return { status: res.status, json: res.body ? JSON.parse(res.body) : null, sent: Buffer.byteLength(text ?? '') };
}

const fmtMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

const dir = await fs.mkdtemp(path.join(values.dir, 'lingua-upload-bench-'));
const dataDir = path.join(dir, 'data');
const source = path.join(dir, 'source.bin');
const server = await startServerProcess({ port: Number(values.port), env: { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' } });
try {
  await makeFile(source, FILE_BYTES);
  const { idToken: token } = await signIn(server.baseUrl, USER, DEMO_PASSWORD);
  const grant = async (purpose: string) => {
    const res = await api(server.baseUrl, token, 'POST', '/tempFiles/actions/createPresignedPost', { fileCount: 1, purpose });
    if (res.status !== 200) throw new Error(`upload permission: ${res.status} ${JSON.stringify(res.json)}`);
    return { post: res.json as Post, sent: res.sent };
  };

  // ---- 1. one large file -------------------------------------------------------------------------------------
  // What TLS over loopback carries at all on this machine (a server that reads the body and discards it), so
  // the transport's share of the time is visible beside the store's.
  const sink = await startServerProcess({ port: Number(values.port) + 1, env: {}, script: 'tests/bench/lib/ceiling-server.ts', args: [String(Number(values.port) + 1), '-', path.join(dataDir, 'tls')] });
  let sinkSeconds: number;
  try {
    const t = performance.now();
    const res = await postForm({ url: `${sink.baseUrl}/sink`, fields: { key: 'x/${filename}' } }, 'large.bin', source, FILE_BYTES);
    sinkSeconds = (performance.now() - t) / 1000;
    if (res.status !== 200) throw new Error(`sink answered ${res.status}: ${res.body}`);
  } finally {
    await sink.stop();
  }

  // dd: the same bytes into the same file system, through the page cache as the server writes them.
  const ddTarget = path.join(dataDir, 'dd-copy.bin');
  let t0 = performance.now();
  execFileSync('dd', [`if=${source}`, `of=${ddTarget}`, 'bs=1M', 'status=none']);
  const ddSeconds = (performance.now() - t0) / 1000;
  await fs.rm(ddTarget);

  const { post } = await grant('bench');
  const before = await server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    void server.rss().then((r) => (peak = Math.max(peak, r)), () => undefined);
  }, 20);
  t0 = performance.now();
  const up = await postForm(post, 'large.bin', source, FILE_BYTES);
  const uploadSeconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, await server.rss());
  if (up.status !== 204) throw new Error(`upload answered ${up.status}: ${up.body}`);
  const stored = await fs.stat(path.join(dataDir, 'objects', post.fields.key.replace('${filename}', 'large.bin')));
  if (stored.size !== FILE_BYTES) throw new Error(`stored ${stored.size} bytes, sent ${FILE_BYTES}`);

  const ddRate = FILE_BYTES / ddSeconds;
  const upRate = FILE_BYTES / uploadSeconds;
  const growth = peak - before;
  console.log(`upload: ${fmtMb(FILE_BYTES)} through the presigned POST into the embedded object store (${dataDir})`);
  console.log(`  raw dd copy to the same directory   ${(ddRate / MB).toFixed(0).padStart(5)} MB/s  (${ddSeconds.toFixed(2)} s)`);
  console.log(`  (TLS over loopback, body discarded  ${(FILE_BYTES / sinkSeconds / MB).toFixed(0).padStart(5)} MB/s  (${sinkSeconds.toFixed(2)} s): the transport's own ceiling here)`);
  console.log(`  presigned POST over TLS              ${(upRate / MB).toFixed(0).padStart(5)} MB/s  (${uploadSeconds.toFixed(2)} s) — ${((upRate * sinkSeconds) / FILE_BYTES * 100).toFixed(0)} % of the transport's, ${((upRate / ddRate) * 100).toFixed(0)} % of dd (goal ≥ ${THROUGHPUT_SHARE_GOAL * 100} %): ${verdict(upRate >= THROUGHPUT_SHARE_GOAL * ddRate)}`);
  console.log(`  server memory growth while receiving ${fmtMb(growth).padStart(9)}  (resident ${fmtMb(before)} → peak ${fmtMb(peak)}; goal ≤ ${fmtMb(MEMORY_GOAL)}): ${verdict(growth <= MEMORY_GOAL)}`);

  // ---- 2. bytes per request, with and without the live estimate ----------------------------------------------
  const requestFile = path.join(dir, 'request.txt');
  await fs.writeFile(requestFile, Buffer.alloc(REQUEST_FILE_BYTES, 'words to translate '));
  const create = async (fileKey: string) => {
    const res = await api(server.baseUrl, token, 'POST', '/jobRequests', {
      origination: 'WEBFORM',
      name: 'Upload bench',
      requestType: 'QUOTE_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }],
      files: [{ fileName: 'request.txt', fileKey, category: 'SOURCE_DOCUMENT' }],
      customFields: CUSTOM_FIELDS,
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.json)}`);
    return res.sent;
  };
  const uploadOne = async (purpose: string) => {
    const g = await grant(purpose);
    const res = await postForm(g.post, 'request.txt', requestFile, REQUEST_FILE_BYTES);
    if (res.status !== 204) throw new Error(`upload: ${res.status} ${res.body}`);
    return { key: g.post.fields.key.replace('${filename}', 'request.txt'), sent: g.sent + res.sent };
  };
  const estimate = async (key: string) => {
    const res = await api(server.baseUrl, token, 'POST', '/autoQuotes/actions/estimate', { files: [{ fileName: 'request.txt', fileKey: key }], targetLanguageCount: 1 });
    if (res.status !== 200) throw new Error(`estimate: ${res.status} ${JSON.stringify(res.json)}`);
    return res.sent;
  };

  const plain = await uploadOne('jobRequest');
  const withoutEstimate = plain.sent + (await create(plain.key));
  const est = await uploadOne('estimate');
  const withEstimate = est.sent + (await estimate(est.key)) + (await create(est.key));
  const oldEst = await uploadOne('estimate');
  const again = await uploadOne('jobRequest');
  const withEstimateBefore = oldEst.sent + (await estimate(oldEst.key)) + again.sent + (await create(again.key));

  console.log(`\nbytes the browser sends for one request of a ${fmtMb(REQUEST_FILE_BYTES)} file (request bodies: permission, upload, estimate, create)`);
  console.log(`  without the live estimate                        ${fmtMb(withoutEstimate).padStart(9)}`);
  console.log(`  with the live estimate, Submit reusing its upload ${fmtMb(withEstimate).padStart(9)}  (${(withEstimate / withoutEstimate).toFixed(2)} × without; goal: each file once): ${verdict(withEstimate < withoutEstimate + REQUEST_FILE_BYTES / 2)}`);
  console.log(`  with the live estimate, Submit uploading again    ${fmtMb(withEstimateBefore).padStart(9)}  (${(withEstimateBefore / withoutEstimate).toFixed(2)} × without: the form before this change)`);
} catch (err) {
  console.error(server.log().slice(-3000));
  throw err;
} finally {
  await server.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
