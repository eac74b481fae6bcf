import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionProgress, uploadWithProgress } from './upload.ts';
import { ApiError } from './api-error.ts';
import { XhrDouble } from '../../test/xhr-double.ts';

const lastXhr = () => XhrDouble.instances.at(-1)!;

describe('submissionProgress', () => {
  it('is 0.9 times the upload share while uploading, 95 while creating, 100 when done', () => {
    expect(submissionProgress(0, 'uploading')).toBe(0);
    expect(submissionProgress(50, 'uploading')).toBe(45);
    expect(submissionProgress(100, 'uploading')).toBe(90);
    expect(submissionProgress(100, 'creating')).toBe(95);
    expect(submissionProgress(100, 'done')).toBe(100);
  });

  it('clamps shares outside 0–100', () => {
    expect(submissionProgress(150, 'uploading')).toBe(90);
    expect(submissionProgress(-5, 'uploading')).toBe(0);
    expect(submissionProgress(Number.NaN, 'uploading')).toBe(0);
  });
});

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    XhrDouble.reset();
  });

  it('posts the policy fields then the file and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrDouble);
    const progress: number[] = [];
    const file = new File(['hello'], 'a.txt');
    const fields = { key: 'tmp/u1/${filename}', policy: 'p' };
    const done = uploadWithProgress({ url: 'https://store.example.com/upload', fields }, file, (p) => progress.push(p));
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://store.example.com/upload');
    expect([...xhr.body!.keys()]).toEqual(['key', 'policy', 'file']);
    expect(xhr.body!.get('key')).toBe('tmp/u1/a.txt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.status = 204;
    xhr.onload?.();
    await done;
    expect(progress).toEqual([50, 100]);
  });

  it('rejects with an ApiError when the store refuses', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrDouble);
    const done = uploadWithProgress({ url: 'https://store/upload', fields: { key: 'k' } }, new Blob(['x']));
    Object.assign(lastXhr(), { status: 403, statusText: 'Forbidden', responseText: 'policy expired' });
    lastXhr().onload?.();
    await expect(done).rejects.toBeInstanceOf(ApiError);
    await expect(done).rejects.toMatchObject({ status: 403, body: 'policy expired' });
  });
});
