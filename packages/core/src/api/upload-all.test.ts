import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchDouble } from '../../test/fetch-double.ts';
import type { FetchDouble } from '../../test/fetch-double.ts';
import { XhrDouble } from '../../test/xhr-double.ts';
import { configure, resetConfig } from '../config/config.ts';
import { uploadAll } from './upload-all.ts';

const post = { url: 'https://store.test/upload', fields: { key: 'tmp/u1/${filename}', policy: 'p' } };
const upload = (bytes: number, name: string) => ({ file: new File(['x'.repeat(bytes)], name), name, category: 'SOURCE_DOCUMENT' as const });

let api: FetchDouble;
beforeEach(() => {
  configure({ apiBase: 'https://api.test/v1' });
  api = installFetchDouble([{ method: 'POST', path: '/uiLogs', reply: new Response(null, { status: 204 }) }]);
  vi.stubGlobal('XMLHttpRequest', XhrDouble);
  XhrDouble.reset();
});
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
  XhrDouble.reset();
  resetConfig();
});

describe('uploadAll', () => {
  it('reports the byte-weighted share of the batch and answers the file refs in order', async () => {
    const seen: number[] = [];
    const done = uploadAll(post, [upload(300, 'big.docx'), upload(100, 'small.txt')], (p) => seen.push(p));
    expect(XhrDouble.instances.map((x) => x.key)).toEqual(['tmp/u1/big.docx', 'tmp/u1/small.txt']);
    XhrDouble.instances[1]!.progress(100, 100);
    expect(seen.at(-1)).toBe(25);
    XhrDouble.instances[0]!.progress(150, 300);
    expect(seen.at(-1)).toBe(62.5);
    XhrDouble.instances.forEach((x) => x.complete());
    await expect(done).resolves.toEqual([
      { fileName: 'big.docx', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/big.docx' },
      { fileName: 'small.txt', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/small.txt' },
    ]);
    expect(seen.at(-1)).toBe(100);
  });

  it('logs a failed upload at error level and raises it (spec 2 §8)', async () => {
    const done = uploadAll(post, [upload(10, 'a.txt')], () => {});
    XhrDouble.instances[0]!.complete(403);
    await expect(done).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(api.callsTo('/uiLogs', 'POST')).toHaveLength(1));
    expect(api.callsTo('/uiLogs')[0]!.body).toMatchObject({ level: 'ERROR' });
  });
});
