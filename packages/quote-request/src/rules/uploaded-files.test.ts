import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '@lingua/core';
import { installApiDouble } from '@lingua/core/test/api-double';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { REUSE_MARGIN_MS, UploadedFiles } from './uploaded-files.ts';
import { uploadOnce } from './submit-request.ts';

const restores: Array<() => void> = [];
beforeEach(() => configure({ apiBase: 'https://api.test/v1' }));
afterEach(() => {
  while (restores.length) restores.pop()!();
  resetConfig();
});

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('UploadedFiles: what the live estimate already uploaded', () => {
  it('gives the key of the very same file under the same name while its permission has time left', () => {
    const uploaded = new UploadedFiles();
    const file = new File(['words'], 'brief.docx');
    const now = Date.parse('2026-05-04T09:00:00Z');
    uploaded.remember(file, { fileName: 'brief.docx', fileKey: 'tmp/u/1/abc/brief.docx', category: 'SOURCE_DOCUMENT' }, at(now + 2 * HOUR));
    expect(uploaded.find(file, 'brief.docx', now)?.fileKey).toBe('tmp/u/1/abc/brief.docx');
    // Another File with the same name and content is another choice of the user: sent as its own.
    expect(uploaded.find(new File(['words'], 'brief.docx'), 'brief.docx', now)).toBeUndefined();
    expect(uploaded.find(file, 'other.docx', now)).toBeUndefined();
    // Too close to the permission's end: uploaded again rather than risk a swept key.
    expect(uploaded.find(file, 'brief.docx', now + 2 * HOUR - REUSE_MARGIN_MS)).toBeUndefined();
  });

  it('does not keep an upload whose permission has no known expiry', () => {
    const uploaded = new UploadedFiles();
    const file = new File(['x'], 'a.txt');
    uploaded.remember(file, { fileName: 'a.txt', fileKey: 'tmp/anon/abc/a.txt', category: 'SOURCE_DOCUMENT' }, undefined);
    expect(uploaded.find(file, 'a.txt', Date.now())).toBeUndefined();
  });
});

describe('uploadOnce: the submit sends each file once', () => {
  const post = (prefix: string) => ({ url: 'https://files.example.com/upload', fields: { key: `${prefix}/\${filename}`, policy: 'p' }, expiresAt: at(Date.now() + 2 * HOUR) });

  function doubles() {
    const api = installApiDouble({ 'POST /tempFiles/actions/createPresignedPost': { body: post('tmp/u/1/submit') } });
    const xhr = installXhrDouble();
    restores.push(api.restore, xhr.restore);
    return { api, xhr };
  }

  it('reuses the estimate’s keys and uploads only the files it did not send, in the order given', async () => {
    const { api, xhr } = doubles();
    const estimated = new File(['big'], 'big.pdf');
    const fresh = new File(['new'], 'new.txt');
    const reference = new File(['ref'], 'glossary.txt');
    const uploaded = new UploadedFiles();
    uploaded.remember(estimated, { fileName: 'big.pdf', fileKey: 'tmp/u/1/estimate/big.pdf', category: 'SOURCE_DOCUMENT' }, at(Date.now() + 2 * HOUR));
    const percents: number[] = [];
    const refs = await uploadOnce(
      [
        { file: fresh, name: 'new.txt', category: 'SOURCE_DOCUMENT' },
        { file: estimated, name: 'big.pdf', category: 'SOURCE_DOCUMENT' },
        { file: reference, name: 'glossary.txt', category: 'REFERENCE' },
      ],
      uploaded,
      (p) => percents.push(p),
    );
    expect(refs).toEqual([
      { fileName: 'new.txt', fileKey: 'tmp/u/1/submit/new.txt', category: 'SOURCE_DOCUMENT' },
      { fileName: 'big.pdf', fileKey: 'tmp/u/1/estimate/big.pdf', category: 'SOURCE_DOCUMENT' },
      { fileName: 'glossary.txt', fileKey: 'tmp/u/1/submit/glossary.txt', category: 'REFERENCE' },
    ]);
    expect(xhr.sent.map((form) => form.get('key'))).toEqual(['tmp/u/1/submit/new.txt', 'tmp/u/1/submit/glossary.txt']);
    expect(api.calls.filter((c) => c.path === '/tempFiles/actions/createPresignedPost')).toHaveLength(1);
    expect(percents.at(-1)).toBe(100);
  });

  it('asks for no permission and sends nothing when the estimate uploaded every file', async () => {
    const { api, xhr } = doubles();
    const file = new File(['big'], 'big.pdf');
    const uploaded = new UploadedFiles();
    uploaded.remember(file, { fileName: 'big.pdf', fileKey: 'tmp/u/1/estimate/big.pdf', category: 'SOURCE_DOCUMENT' }, at(Date.now() + 2 * HOUR));
    const refs = await uploadOnce([{ file, name: 'big.pdf', category: 'SOURCE_DOCUMENT' }], uploaded, () => {});
    expect(refs).toEqual([{ fileName: 'big.pdf', fileKey: 'tmp/u/1/estimate/big.pdf', category: 'SOURCE_DOCUMENT' }]);
    expect(xhr.sent).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('uploads everything without an estimate', async () => {
    const { xhr } = doubles();
    const refs = await uploadOnce([{ file: new File(['a'], 'a.txt'), name: 'a.txt', category: 'SOURCE_DOCUMENT' }], undefined, () => {});
    expect(refs).toEqual([{ fileName: 'a.txt', fileKey: 'tmp/u/1/submit/a.txt', category: 'SOURCE_DOCUMENT' }]);
    expect(xhr.sent).toHaveLength(1);
  });
});
