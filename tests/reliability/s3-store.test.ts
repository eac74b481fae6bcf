// Suite 5 (part), the S3 object store against an S3 API (s3rver, an S3-compatible server started here on
// loopback) instead of only checking what it signs: a download through the presigned link and a large object
// streamed in (multipart) and out with the same bytes. S3_BENCH_MB raises the streamed size (S3_BENCH_MB=250 for
// the 250 MB). Signatures are not proven here: s3rver 3.7 accepts a POST whose policy was altered after
// signing, does not fill in the key's ${filename}, and serves a presigned GET whose signature was altered, so a
// test of either against it could not fail.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '../../packages/server/src/storage/s3-store.ts';
import { tempDir } from './lib/system.ts';

const PORT = 9150;
const BUCKET = 'lingua-reliability';
const STREAM_MB = Number(process.env.S3_BENCH_MB ?? 40);

let server: { close(): Promise<void> } | undefined;
let dir: string;
let store: S3ObjectStore;

beforeAll(async () => {
  dir = await tempDir('lingua-s3rver-');
  const s3 = new S3rver({ port: PORT, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  server = s3;
  // s3rver's fixed credentials, through the AWS SDK's usual chain (the environment), as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  store = new S3ObjectStore({ bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${PORT}` });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('S3 object store against an S3 API', () => {
  it('serves an object through a presigned download link', async () => {
    await store.writeStream('files/reliability/hello.txt', Readable.from([Buffer.from('Hello from the store')]));
    expect(await store.head('files/reliability/hello.txt')).toMatchObject({ size: 20 });
    const url = await store.signedDownloadUrl('files/reliability/hello.txt', { expiresInSeconds: 60, fileName: 'hello.txt' });
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('Hello from the store');
  });

  it(`streams a ${STREAM_MB} MB object in and out with the same bytes, in parts`, async () => {
    const part = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < part.length; i++) part[i] = (i * 31) % 251;
    const expected = createHash('sha256');
    async function* source() {
      for (let i = 0; i < STREAM_MB; i++) {
        expected.update(part);
        yield part;
      }
    }
    const { size } = await store.writeStream('files/reliability/large.bin', Readable.from(source()));
    expect(size).toBe(STREAM_MB * 1024 * 1024);
    const got = createHash('sha256');
    let read = 0;
    for await (const chunk of await store.openReadStream('files/reliability/large.bin')) {
      got.update(chunk as Buffer);
      read += (chunk as Buffer).length;
    }
    expect(read).toBe(size);
    expect(got.digest('hex')).toBe(expected.digest('hex'));
  }, 300_000);
});
