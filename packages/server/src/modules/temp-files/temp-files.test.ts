import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { uploadGrants, userAccounts } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import {
  sweepExpiredUploads,
  takeUploadedFile,
  tempUploadRoot,
  TEMP_UPLOAD_EXPIRES_SECONDS,
  TEMP_UPLOAD_RETENTION_MS,
  VISITOR_ADDRESS_MAX_FILES,
} from './service.ts';

const URL_PATH = '/v1/tempFiles/actions/createPresignedPost';
const CLIENT = 'client@acme-health.example';

interface Post {
  url: string;
  fields: Record<string, string> & { key: string };
  expiresAt?: string;
}

function policyOf(post: Post): { expiration: string; conditions: unknown[][] } {
  return JSON.parse(Buffer.from(post.fields['policy']!, 'base64').toString());
}

describe('POST /v1/tempFiles/actions/createPresignedPost', () => {
  let t: TestApp;
  let clientId: string;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));

  beforeAll(async () => {
    // publicMax 30 → visitors get 3 upload permissions per window.
    t = await buildTestApp({ clock, config: { rateLimit: { publicMax: 30, windowMs: 60_000 } }, app: { configure: testPrincipals } });
    const [row] = await t.ctx.db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.username, CLIENT));
    clientId = row!.id;
  });
  afterAll(async () => t?.close());

  const grant = async (opts: { user?: string; body?: unknown; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL_PATH,
      remoteAddress: opts.ip ?? '10.0.0.1',
      headers: opts.user ? { [TEST_USER_HEADER]: opts.user } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });

  async function upload(post: Post, fileName: string, content: Buffer) {
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return t.app.inject({ method: 'POST', url: new URL(post.url).pathname, payload: form });
  }

  it('gives a visitor a 40 MB permission under tmp/anon/<random>', async () => {
    const res = await grant({ ip: '10.0.0.2' });
    expect(res.statusCode).toBe(200);
    const post = res.json() as Post;
    expect(post.url).toBe('https://portal.test/storage/upload');
    expect(post.fields.key).toMatch(/^tmp\/anon\/[0-9a-f]{32}\/\$\{filename\}$/);
    expect(post.expiresAt).toBe(new Date(clock.now().getTime() + TEMP_UPLOAD_EXPIRES_SECONDS * 1000).toISOString());
    expect(policyOf(post).conditions).toContainEqual(['content-length-range', 0, 41_943_040]);
    const prefix = post.fields.key.replace('/${filename}', '');
    const [row] = await t.ctx.db.select().from(uploadGrants).where(eq(uploadGrants.keyPrefix, prefix));
    expect(row).toMatchObject({ userId: null, maxBytes: 41_943_040 });
  });

  it('gives a signed-in user a 1000 MB permission under tmp/u/<userId>/<random>', async () => {
    const res = await grant({ user: CLIENT, body: { fileCount: 3, purpose: 'jobRequest' } });
    expect(res.statusCode).toBe(200);
    const post = res.json() as Post;
    expect(post.fields.key).toMatch(new RegExp(`^tmp/u/${clientId}/[0-9a-f]{32}/\\$\\{filename\\}$`));
    expect(policyOf(post).conditions).toContainEqual(['content-length-range', 0, 1_048_576_000]);
  });

  it('validates the optional body', async () => {
    expect((await grant({ ip: '10.0.0.3', body: {} })).statusCode).toBe(200);
    const bad = await grant({ ip: '10.0.0.3', body: { fileCount: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('INVALID_PARAMETER');
  });

  it('rate limits visitors per address, not signed-in users', async () => {
    for (let i = 0; i < 3; i++) expect((await grant({ ip: '10.0.0.9' })).statusCode).toBe(200);
    const limited = await grant({ ip: '10.0.0.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: expect.any(String), message: expect.any(String) });
    for (let i = 0; i < 5; i++) expect((await grant({ ip: '10.0.0.9', user: CLIENT })).statusCode).toBe(200);
  });

  it('refuses a visitor file over 40 MB', async () => {
    const post = (await grant({ ip: '10.0.0.4' })).json() as Post;
    const res = await upload(post, 'big.bin', Buffer.alloc(41_943_041));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('EntityTooLarge');
  });

  describe('takeUploadedFile', () => {
    it('accepts a key under the caller’s prefix that exists, and moves it to a permanent key', async () => {
      const post = (await grant({ user: CLIENT })).json() as Post;
      expect((await upload(post, 'source.docx', Buffer.from('words'))).statusCode).toBe(204);
      const key = post.fields.key.replace('${filename}', 'source.docx');
      const root = tempUploadRoot({ userId: clientId });
      const app = { objectStore: t.app.objectStore, uploadScanner: t.app.uploadScanner, db: t.ctx.db };

      expect(await takeUploadedFile(app, { key, expectedPrefix: root })).toEqual({ key, size: 5 });
      // Someone else's prefix (a visitor's, another user's) is refused, as is a traversal out of one's own.
      await expect(takeUploadedFile(app, { key, expectedPrefix: tempUploadRoot(null) })).rejects.toMatchObject({ status: 400, errorCode: 'INVALID_FILE_KEY' });
      await expect(takeUploadedFile(app, { key, expectedPrefix: `tmp/u/${clientId.slice(0, 8)}` })).rejects.toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
      await expect(takeUploadedFile(app, { key: `${root}/../../anon/x/y.txt`, expectedPrefix: root })).rejects.toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
      await expect(takeUploadedFile(app, { key: `${root}/nothing/here.txt`, expectedPrefix: root })).rejects.toMatchObject({ status: 400, errorCode: 'FILE_NOT_FOUND' });

      const moved = await takeUploadedFile(app, { key, expectedPrefix: root, toKey: 'job-requests/42/source/source.docx' });
      expect(moved).toEqual({ key: 'job-requests/42/source/source.docx', size: 5 });
      expect(await t.app.objectStore.head(key)).toBeNull();
      expect(await t.app.objectStore.head(moved.key)).toMatchObject({ size: 5 });
    });
  });

  describe('sweepExpiredUploads', () => {
    it('deletes uploads left under expired permissions, and keeps current ones', async () => {
      const old = (await grant({ user: CLIENT })).json() as Post;
      await upload(old, 'left-behind.txt', Buffer.from('x'));
      const oldKey = old.fields.key.replace('${filename}', 'left-behind.txt');
      clock.advance(TEMP_UPLOAD_EXPIRES_SECONDS * 1000 + TEMP_UPLOAD_RETENTION_MS + 1000);
      const fresh = (await grant({ user: CLIENT })).json() as Post;
      await upload(fresh, 'new.txt', Buffer.from('y'));
      const freshKey = fresh.fields.key.replace('${filename}', 'new.txt');

      const swept = await sweepExpiredUploads({ db: t.ctx.db, clock, objectStore: t.app.objectStore });
      expect(swept).toBeGreaterThanOrEqual(1);
      expect(await t.app.objectStore.head(oldKey)).toBeNull();
      expect(await t.app.objectStore.head(freshKey)).not.toBeNull();
      const prefixes = (await t.ctx.db.select({ p: uploadGrants.keyPrefix }).from(uploadGrants)).map((r) => r.p);
      expect(prefixes).not.toContain(old.fields.key.replace('/${filename}', ''));
      expect(prefixes).toContain(fresh.fields.key.replace('/${filename}', ''));
    });
  });

  describe('visitor limits at upload time (spec 2 §5: 20 files, 40 MB each, 60 MB in total)', () => {
    const keyOf = (post: Post, name: string) => post.fields.key.replace('${filename}', name);
    /** A fresh visitor permission for the address, past the grant rate limit of the window. */
    const visitorGrant = async (ip: string) => {
      clock.advance(60_001);
      const res = await grant({ ip });
      expect(res.statusCode).toBe(200);
      return res.json() as Post;
    };

    it('refuses a 21st file under one permission, stores nothing of it, and still lets a file be replaced', async () => {
      const post = await visitorGrant('10.1.0.1');
      for (let i = 1; i <= 20; i++) expect((await upload(post, `f${i}.txt`, Buffer.from(`file ${i}`))).statusCode).toBe(204);
      const res = await upload(post, 'f21.txt', Buffer.from('one too many'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Too many files: at most 20 are allowed', errorCode: 'TOO_MANY_FILES' });
      expect(await t.app.objectStore.head(keyOf(post, 'f21.txt'))).toBeNull();
      // Uploading a name again replaces that file: still 20.
      expect((await upload(post, 'f3.txt', Buffer.from('file three, corrected'))).statusCode).toBe(204);
      expect(await t.app.objectStore.head(keyOf(post, 'f3.txt'))).toMatchObject({ size: 21 });
      // A file taken into a request leaves temporary storage, which makes room again.
      await takeUploadedFile({ objectStore: t.app.objectStore, uploadScanner: t.app.uploadScanner, db: t.ctx.db }, { key: keyOf(post, 'f1.txt'), expectedPrefix: tempUploadRoot(null), toKey: 'job-requests/t/f1.txt' });
      expect((await upload(post, 'f21.txt', Buffer.from('now it fits'))).statusCode).toBe(204);
    });

    it('refuses what would take one permission past 60 MB in total', async () => {
      const post = await visitorGrant('10.1.0.2');
      const thirty = Buffer.alloc(31_457_280, 1);
      expect((await upload(post, 'a.bin', thirty)).statusCode).toBe(204);
      // The second fills the total exactly.
      expect((await upload(post, 'b.bin', thirty)).statusCode).toBe(204);
      const res = await upload(post, 'c.txt', Buffer.from('x'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The files together are larger than 62914560 bytes', errorCode: 'TOTAL_SIZE_EXCEEDED' });
      expect(await t.app.objectStore.head(keyOf(post, 'c.txt'))).toBeNull();
    });

    it('bounds what the visitors of one address keep at once over all their permissions, until their permissions expire', async () => {
      const ip = '10.1.0.3';
      const posts: Post[] = [];
      for (let g = 0; g < VISITOR_ADDRESS_MAX_FILES / 20; g++) {
        const post = await visitorGrant(ip);
        posts.push(post);
        for (let i = 0; i < 20; i++) expect((await upload(post, `g${g}-${i}.txt`, Buffer.from('x'))).statusCode).toBe(204);
      }
      const another = await visitorGrant(ip);
      const full = await upload(another, 'more.txt', Buffer.from('x'));
      expect(full.statusCode).toBe(429);
      expect(full.json()).toMatchObject({ errorCode: 'TEMPORARY_STORAGE_FULL' });
      expect(await t.app.objectStore.head(keyOf(another, 'more.txt'))).toBeNull();
      // Another address is not affected.
      expect((await upload(await visitorGrant('10.1.0.4'), 'mine.txt', Buffer.from('x'))).statusCode).toBe(204);

      // Visitors' uploads are swept as soon as their permission expired (no retention), which frees the address.
      clock.advance(TEMP_UPLOAD_EXPIRES_SECONDS * 1000 + 1000);
      expect(await sweepExpiredUploads({ db: t.ctx.db, clock, objectStore: t.app.objectStore })).toBeGreaterThanOrEqual(posts.length);
      for (const [g, post] of posts.entries()) expect(await t.app.objectStore.head(keyOf(post, `g${g}-0.txt`))).toBeNull();
      expect((await upload(await visitorGrant(ip), 'later.txt', Buffer.from('x'))).statusCode).toBe(204);
    }, 180_000);

    it('sweeps a visitor permission when it expires, a signed-in one only after the retention', async () => {
      const visitor = await visitorGrant('10.1.0.5');
      const member = (await grant({ user: CLIENT })).json() as Post;
      await upload(visitor, 'v.txt', Buffer.from('v'));
      await upload(member, 'm.txt', Buffer.from('m'));
      clock.advance(TEMP_UPLOAD_EXPIRES_SECONDS * 1000 + 1000);
      await sweepExpiredUploads({ db: t.ctx.db, clock, objectStore: t.app.objectStore });
      expect(await t.app.objectStore.head(keyOf(visitor, 'v.txt'))).toBeNull();
      expect(await t.app.objectStore.head(keyOf(member, 'm.txt'))).not.toBeNull();
    });
  });
});
