// Suite 5, scale-out as deployed (docs/deployment.md "Several processes: scale-out"): two API processes
// (WORKERS=false) and one worker process (WORKERS=true, never behind the balancer) on one fresh PostgreSQL
// database and one S3 bucket — s3rver, an S3-compatible server started here — each process on its own data
// directory, so nothing is shared but the settings the guide names (DATABASE_URL, S3_*, SIGNING_SECRET,
// SECRETS_KEY, PUBLIC_URL = the balancer's origin). A round-robin balancer on loopback sends each request to the
// next API process. Through it: a real sign-in, a quote request with an uploaded file (presigned POST to the
// bucket) priced by the worker and accepted, a file translation by Apertium until the translated file downloads
// from the bucket, and a zip of it until the zip downloads. The balancer's log shows each flow's calls were
// served by both API processes.
//
// What s3rver cannot show: it ignores the POST policy (no signature, expiry, key prefix or size check) and does
// not fill in the key's ${filename}, so the uploads here send the filled-in key (which the policy's starts-with
// allows). The policy the API signs is read back instead, and the API's own check is shown: an object posted
// under a key outside the caller's upload prefix — accepted by s3rver, refused by S3 — is refused by the API
// when a request names it. The 250 MB stream both ways is s3-store.test.ts with S3_BENCH_MB=250.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, expect, it } from 'vitest';
import { countWords, pagesForWords, quoteFigures } from '../../packages/server/src/engines/analysis/index.ts';
import { unzip } from '../../packages/server/src/engines/mt/apertium/test-documents.ts';
import { longDocument } from './lib/crash-scenario.ts';
import { roundRobin, type RoundRobin } from './lib/round-robin.ts';
import { ACME_CUSTOM_FIELDS, call, createDatabase, ServerProcess, tempDir, token, upload, uploadGrant, waitFor } from './lib/system.ts';

const BALANCER = 9160;
const API = [9161, 9162];
const WORKER = 9163;
const S3_PORT = 9164;
const BUCKET = 'lingua-scale-out';
// Acme Health's price per page in the demo data: the worker's quote must use it.
const ACME_PRICE_PER_PAGE = 24.5;

type FileView = { fileName: string; fileKey: string; category: string; languageId?: string | null };
type JobRequestView = { id: string; status: string; files: FileView[] };

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

const filled = (fileName: string) => (template: string) => template.replace('${filename}', fileName);
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

async function fetchBytes(url: string): Promise<{ status: number; bytes: Buffer; disposition: string | null }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') };
}

it('walks the quote, file-translation and zip flows through two API processes and a worker on PostgreSQL and S3', async () => {
  const db = await createDatabase('lingua_scale');
  cleanup.push(() => db.drop());
  const bucketDir = await tempDir('lingua-scale-s3-');
  cleanup.push(() => fs.rm(bucketDir, { recursive: true, force: true }));
  const s3 = new S3rver({ port: S3_PORT, address: '127.0.0.1', directory: bucketDir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  cleanup.push(() => s3.close());

  // What every process shares, and nothing else (each has its own DATA_DIR, none of it shared).
  const shared = {
    PUBLIC_URL: `http://127.0.0.1:${BALANCER}`,
    SIGNING_SECRET: 'scale-out-signing-secret-0123456789abcdef',
    SECRETS_KEY: 'scale-out-secrets-key-0123456789abcdef',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    // s3rver's fixed credentials, through the AWS SDK's usual chain (the environment).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const dataDirs: string[] = [];
  const processFor = async (port: number, workers: boolean) => {
    const dataDir = await tempDir(`lingua-scale-${port}-`);
    dataDirs.push(dataDir);
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = new ServerProcess({ port, dataDir, databaseUrl: db.url, env: { ...shared, WORKERS: String(workers) } });
    cleanup.push(() => server.stop());
    return server;
  };
  const worker = await processFor(WORKER, true);
  const apis = [await processFor(API[0]!, false), await processFor(API[1]!, false)];
  // The worker first: it migrates and seeds the empty database; the API processes then find it done.
  await worker.start();
  await Promise.all(apis.map((a) => a.start()));
  const lb: RoundRobin = await roundRobin(BALANCER, API);
  cleanup.push(() => lb.close());
  const base = lb.url;
  /** The backends that served the requests logged since `from`: both, when the flow was spread. */
  const backendsSince = (from: number) => new Set(lb.served.slice(from).map((s) => s.backend));

  // The sign-in's pages, form posts and token call alternate too: its state lives in the database.
  const bearer = await token(base);
  expect(backendsSince(0)).toEqual(new Set([0, 1]));
  const api = <T = any>(method: string, url: string, body?: unknown) => call<T>(base, bearer, method, url, body);

  // ---- the upload permission: S3's presigned POST, with the policy the API signed ----
  const grant = await uploadGrant(base, bearer);
  expect(grant.url).toBe(`${shared.S3_ENDPOINT}/${BUCKET}`);
  const prefix = grant.fields.key.replace('${filename}', '');
  expect(prefix).toMatch(/^tmp\/u\/[^/]+\/[0-9a-f]{32}\/$/);
  const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
  expect(policy.conditions).toEqual(
    expect.arrayContaining([['starts-with', '$key', prefix], ['content-length-range', 0, 1_048_576_000], { bucket: BUCKET }]),
  );
  expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
  expect(grant.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

  /** A signed-in quote request (the portal's form) for one uploaded source document, into Spanish and Catalan. */
  const requestQuote = (fileName: string, fileKey: string) =>
    api<JobRequestView>('POST', '/jobRequests', {
      origination: 'WEBFORM',
      name: `Scale-out quote of ${fileName}`,
      requestType: 'QUOTE_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [
        { id: 'esn', name: 'Spanish' },
        { id: 'cat', name: 'Catalan' },
      ],
      files: [{ fileName, fileKey, category: 'SOURCE_DOCUMENT' }],
      customFields: ACME_CUSTOM_FIELDS,
    });

  // ---- quote: a signed-in quote request with an uploaded file, priced by the worker, accepted ----
  let mark = lb.served.length;
  const quoteText = longDocument(4000);
  const quoteKey = await upload(base, bearer, 'contract.txt', quoteText, filled('contract.txt'));
  const created = await requestQuote('contract.txt', quoteKey);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quoteId = created.body.id;
  await waitFor('the quote priced by the worker', 60_000, async () => {
    const r = await api<JobRequestView>('GET', `/jobRequests/${quoteId}`);
    expect(r.body.status).not.toBe('READY_FOR_INTERNAL_REVIEW');
    return r.body.status === 'QUOTE_READY_FOR_CLIENT_REVIEW' ? true : undefined;
  });
  const expected = quoteFigures(pagesForWords(countWords(quoteText)), ['esn', 'cat'], ACME_PRICE_PER_PAGE);
  const quote = await api('GET', `/autoQuotes/${quoteId}`);
  expect(quote.status).toBe(200);
  expect(quote.body.autoQuote).toMatchObject({ pricePerPage: expected.pricePerPage, totalPages: expected.totalPages, price: expected.price });
  expect(quote.body.pagesPerLanguage).toEqual(expected.pagesPerLanguage);
  // The source document, moved out of temporary storage in the bucket, downloads by its signed link unchanged.
  const quoteFiles = (await api<JobRequestView>('GET', `/jobRequests/${quoteId}`)).body.files;
  const source = quoteFiles.find((f) => f.category === 'SOURCE_DOCUMENT')!;
  expect(source.fileKey.startsWith('tmp/')).toBe(false);
  const sourceLink = await api<{ downloadUrl: string }>('GET', `/jobRequests/${quoteId}/files/${encodeURIComponent(source.fileKey)}/downloadUrl`);
  expect(sourceLink.body.downloadUrl.startsWith(`${shared.S3_ENDPOINT}/${BUCKET}/`)).toBe(true);
  const sourceGot = await fetchBytes(sourceLink.body.downloadUrl);
  expect(sourceGot.status).toBe(200);
  expect(sha256(sourceGot.bytes)).toBe(sha256(quoteText));
  expect(sourceGot.disposition).toContain('attachment');
  const accepted = await api('POST', `/jobRequests/${quoteId}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(204);
  expect((await api('GET', `/autoQuotes/${quoteId}`)).body.autoQuote.acceptanceStatus).toBe('ACCEPTED');
  expect(backendsSince(mark)).toEqual(new Set([0, 1]));

  // The API's own check where s3rver checks nothing: an object posted outside the caller's prefix is refused.
  const strayKey = await upload(base, bearer, 'stray.txt', 'Not mine to name.', () => `tmp/anon/${'0'.repeat(32)}/stray.txt`);
  const stray = await requestQuote('stray.txt', strayKey);
  expect(stray.status).toBe(400);
  expect(stray.body).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });

  // ---- file translation by Apertium on the worker, until the translated file downloads ----
  mark = lb.served.length;
  const original = 'The house is big and the garden is beautiful.\nPlease send the signed contract by Friday.\n';
  const docKey = await upload(base, bearer, 'letter.txt', original, filled('letter.txt'));
  const translate = await api<JobRequestView>('POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Scale-out translation',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'letter.txt', fileKey: docKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(translate.status, JSON.stringify(translate.body)).toBe(201);
  const mtId = translate.body.id;
  const translated = await waitFor('the file translated by the worker', 60_000, async () => {
    const r = await api<JobRequestView>('GET', `/jobRequests/${mtId}`);
    expect(r.body.status).not.toBe('FAILED');
    return r.body.status === 'COMPLETED' ? r.body.files.find((f) => f.category === 'TRANSLATED_DOCUMENT') : undefined;
  });
  expect(translated.languageId).toBe('esn');
  const link = await api<{ downloadUrl: string }>('GET', `/jobRequests/${mtId}/files/${encodeURIComponent(translated.fileKey)}/downloadUrl`);
  expect(link.body.downloadUrl.startsWith(`${shared.S3_ENDPOINT}/${BUCKET}/`)).toBe(true);
  const got = await fetchBytes(link.body.downloadUrl);
  expect(got.status).toBe(200);
  const spanish = got.bytes.toString('utf8');
  expect(spanish).toMatch(/La casa es grande/);
  expect(spanish).toMatch(/contrato firmado/);
  expect(backendsSince(mark)).toEqual(new Set([0, 1]));

  // ---- zip of the translated files, built by the worker into the bucket, until it downloads ----
  mark = lb.served.length;
  const zipStart = await api('POST', `/jobRequests/${mtId}/actions/zipTranslatedFiles?zipFileName=${encodeURIComponent('letters')}`);
  expect(zipStart.status, JSON.stringify(zipStart.body)).toBe(202);
  const zipUrl = await waitFor('the zip built by the worker', 60_000, async () => {
    const r = await api<{ status: string; downloadUrl?: string }>('GET', `/jobRequests/${mtId}/actions/zipTranslatedFiles/status`);
    expect(r.body.status).not.toBe('FAILED');
    return r.body.status === 'COMPLETED' ? r.body.downloadUrl : undefined;
  });
  expect(zipUrl!.startsWith(`${shared.S3_ENDPOINT}/${BUCKET}/`)).toBe(true);
  const zip = await fetchBytes(zipUrl!);
  expect(zip.status).toBe(200);
  expect(zip.disposition).toContain('letters.zip');
  const entries = await unzip(zip.bytes);
  expect(entries.map((e) => e.name)).toEqual([`esn/${translated.fileName}`]);
  expect(entries[0]!.text).toBe(spanish);
  expect(backendsSince(mark)).toEqual(new Set([0, 1]));

  // Nothing went to a data directory's local object store: every object is in the bucket.
  for (const dir of dataDirs) await expect(fs.stat(path.join(dir, 'objects'))).rejects.toThrow();
  // Strict round robin: the two API processes served the same number of requests, give or take one.
  const [a, b] = lb.counts();
  expect(Math.abs(a! - b!)).toBeLessThanOrEqual(1);
  expect(lb.served.filter((s) => s.status >= 500)).toEqual([]);
  console.log(
    `scale-out: 2 API processes (WORKERS=false) + 1 worker on PostgreSQL and S3 (s3rver): quote, file translation and zip ` +
      `end to end; requests per API process ${a} / ${b}, 5xx 0 (goal: both serve, none fail): met`,
  );
}, 180_000);
