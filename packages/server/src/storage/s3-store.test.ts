// The S3 store cannot be exercised without S3, but what it hands to browsers is computed locally: the presigned
// POST (policy and signature) and presigned download URLs. These check the conditions match the local store's.
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { systemClock } from '../lib/clock.ts';
import { createObjectStore } from './create-object-store.ts';
import { S3ObjectStore } from './s3-store.ts';

const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const store = new S3ObjectStore({ bucket: 'lingua-files', region: 'eu-west-1', endpoint: undefined }, client);

describe('S3 object store', () => {
  it('is chosen when S3 is configured', async () => {
    const config = { ...loadConfig({ S3_BUCKET: 'lingua-files', S3_REGION: 'eu-west-1' }), dataDir: '/nonexistent' };
    expect((await createObjectStore({ config, clock: systemClock })).kind).toBe('s3');
  });

  it('signs a presigned POST with the key prefix, the size range and the ${filename} key', async () => {
    const post = await store.createPresignedPost({ keyPrefix: 'tmp/anon/abc', maxBytes: 41_943_040, expiresInSeconds: 600, contentTypes: ['application/pdf'] });
    expect(post.url).toBe('https://lingua-files.s3.eu-west-1.amazonaws.com/');
    expect(post.fields.key).toBe('tmp/anon/abc/${filename}');
    expect(post.fields['Content-Type']).toBe('application/pdf');
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(post.fields['Policy']!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 0, 41_943_040],
        ['starts-with', '$key', 'tmp/anon/abc/'],
        { 'Content-Type': 'application/pdf' },
        { bucket: 'lingua-files' },
      ]),
    );
  });

  it('presigns downloads with a safe Content-Disposition, inline only for safe types', async () => {
    const url = new URL(await store.signedDownloadUrl('jobs/1/a.html', { expiresInSeconds: 60, fileName: 'a "b".html', inline: true }));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="a -b-.html"; filename*=UTF-8''a%20-b-.html`);
    await expect(store.signedDownloadUrl('../x', { expiresInSeconds: 60, fileName: 'x' })).rejects.toMatchObject({ status: 400 });
  });
});
