// The store's file writer on its own: every byte in order whatever the chunking (chunks smaller than, across and
// exactly at the batch size), an empty stream, and a source that fails part-way.
import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWriter, WRITE_BATCH_BYTES } from './file-writer.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-file-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Chunks of the given sizes, each filled with bytes that depend on its position, so a reordering shows. */
function chunks(sizes: number[]): Buffer[] {
  let offset = 0;
  return sizes.map((size) => {
    const b = Buffer.alloc(size);
    for (let i = 0; i < size; i++) b[i] = (offset + i) * 7 + ((offset + i) >>> 8);
    offset += size;
    return b;
  });
}

async function writeAll(name: string, parts: Buffer[] | Readable): Promise<{ written: number; file: Buffer }> {
  const file = path.join(dir, name);
  const handle = await open(file, 'wx');
  const writer = new FileWriter(handle);
  try {
    await pipeline(Array.isArray(parts) ? Readable.from(parts, { objectMode: false }) : parts, writer);
  } finally {
    await handle.close();
  }
  return { written: writer.bytesWritten, file: await readFile(file) };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('FileWriter', () => {
  it.each([
    ['one small chunk', [10]],
    ['network-sized chunks across several batches', Array.from({ length: 300 }, (_, i) => 16 * 1024 - (i % 7))],
    ['chunks that fill a batch exactly', [WRITE_BATCH_BYTES / 2, WRITE_BATCH_BYTES / 2, WRITE_BATCH_BYTES]],
    ['one chunk larger than a batch, then small ones', [3 * WRITE_BATCH_BYTES + 5, 1, 2, 3]],
  ])('writes every byte in order: %s', async (name, sizes) => {
    const parts = chunks(sizes);
    const expected = Buffer.concat(parts);
    const { written, file } = await writeAll(name.replace(/\W+/g, '-'), parts);
    expect(written).toBe(expected.length);
    expect(file.length).toBe(expected.length);
    expect(sha(file)).toBe(sha(expected));
  });

  it('leaves an empty file for an empty stream', async () => {
    const { written, file } = await writeAll('empty', []);
    expect(written).toBe(0);
    expect(file.length).toBe(0);
  });

  it('fails with the source’s error when the source fails part-way', async () => {
    async function* failing() {
      yield Buffer.alloc(3 * WRITE_BATCH_BYTES, 1);
      throw new Error('client went away');
    }
    await expect(writeAll('failing', Readable.from(failing()))).rejects.toThrow('client went away');
  });
});
