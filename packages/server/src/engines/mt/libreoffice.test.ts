// The soffice runner's failure paths: a timeout or an abort must leave no LibreOffice process behind.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, requireLibreOffice } from './apertium/test-documents.ts';
import { convertWithLibreOffice } from './libreoffice.ts';

let work: string;
let input: string;

beforeAll(async () => {
  requireLibreOffice();
  work = await mkdtemp(path.join(tmpdir(), 'soffice-test-'));
  input = path.join(work, 'in.docx');
  await writeFile(input, await docx(['The cat is black.']));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Processes whose command line mentions `needle` (the unique --outdir of one conversion). */
async function processesWith(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((p) => /^\d+$/.test(p))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(needle)) found.push(`${pid}: ${cmdline.replace(/\0/g, ' ')}`);
  }
  return found;
}

describe('convertWithLibreOffice', () => {
  it('a timeout rejects with ENGINE_TIMEOUT and kills soffice with its children', async () => {
    const outDir = await mkdtemp(path.join(work, 'timeout-'));
    await expect(convertWithLibreOffice([input], { to: 'odt', outDir, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'ENGINE_TIMEOUT',
    });
    expect(await processesWith(outDir)).toEqual([]);
    // Killing only the soffice script would let soffice.bin finish the conversion (it takes over a second).
    expect(await readdir(outDir)).toEqual([]);
  });

  it('an abort rejects with ABORTED and kills soffice with its children', async () => {
    const outDir = await mkdtemp(path.join(work, 'abort-'));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(convertWithLibreOffice([input], { to: 'odt', outDir, signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORTED',
    });
    expect(await processesWith(outDir)).toEqual([]);
    // Killing only the soffice script would let soffice.bin finish the conversion (it takes over a second).
    expect(await readdir(outDir)).toEqual([]);
  });
});
