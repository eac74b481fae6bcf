// Malware scanning of uploads (decision 175): a real clamd started here on the test signature database, the
// product's scanner in front of the product's local object store. Prints the scan time per MB (incompressible
// data, a plain file) and the latency the scan adds to taking an upload — a 1 MB DOCX, the time of
// `uploadScanner.check` as `takeUploadedFile` runs it, store read included — with met / NOT met; fails nothing.
//
//   node tests/bench/upload-scan.ts [--runs 20]
//
// Goal: at most 150 ms added for a 1 MB DOCX (median). With the full official database clamd is slower per byte
// than with the test signature; run it against that clamd with CLAMD_SOCKET=/path to see the production figure.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { buildTestApp } from '../../packages/server/test/helpers.ts';
import { loadScanConfig } from '../../packages/server/src/config/scan-config.ts';
import { OwnClamd, writeTestSignatures } from '../../packages/server/src/engines/scanner/own-clamd.ts';
import { docx } from '../../packages/server/src/engines/mt/apertium/test-documents.ts';
import type { UploadScanner } from '../../packages/server/src/engines/scanner/upload-scanner.ts';
import type { ObjectStore } from '../../packages/server/src/storage/object-store.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Number(values.runs);
const GOAL_MS = 150;
const MB = 1024 * 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A DOCX of about 1 MB: one long paragraph of random text (base64 deflates to about three quarters). */
async function docxOfOneMb(): Promise<Buffer> {
  return docx([randomBytes(Math.round(MB * 1.02)).toString('base64')]);
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-scan-bench-'));
  let clamd: OwnClamd | undefined;
  let socket = process.env.CLAMD_SOCKET;
  if (!socket) {
    socket = path.join(dir, 'clamd.sock');
    await writeTestSignatures(path.join(dir, 'db'));
    clamd = new OwnClamd({ dir, socket, databaseDir: path.join(dir, 'db'), maxBytes: 1_048_576_000 });
    const started = performance.now();
    await clamd.start(120_000);
    console.log(`clamd (test signature database) answering after ${Math.round(performance.now() - started)} ms`);
  }
  const t = await buildTestApp({ seed: 'none', config: { scan: loadScanConfig({ CLAMD_SOCKET: socket }, dir, false) } });
  try {
    // The server's decorations of the Fastify types are not in this project's view of fastify.
    const { objectStore: store, uploadScanner: scanner } = t.app as unknown as { objectStore: ObjectStore; uploadScanner: UploadScanner };
    console.log(`scanner: ${(await scanner.state()).engine ?? 'unknown'}`);
    for (const size of [1, 10, 100]) {
      const key = `tmp/u/bench/${'0'.repeat(32)}/plain-${size}.bin`;
      await store.writeStream(key, Readable.from([randomBytes(size * MB)]));
      const times: number[] = [];
      for (let i = 0; i < Math.max(3, Math.floor(RUNS / size)); i++) {
        const at = performance.now();
        await scanner.client.scan(await store.openReadStream(key));
        times.push(performance.now() - at);
      }
      console.log(`${size} MB plain file: median ${median(times).toFixed(1)} ms, ${(median(times) / size).toFixed(1)} ms per MB`);
    }
    const docx = await docxOfOneMb();
    const added: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A new key each run: the scanner keeps clean verdicts by key, size and time.
      const key = `tmp/u/bench/${'0'.repeat(32)}/report-${i}.docx`;
      await store.writeStream(key, Readable.from([docx]));
      const at = performance.now();
      await scanner.check(store, key);
      added.push(performance.now() - at);
    }
    const m = median(added);
    console.log(`1 MB DOCX (${docx.length} bytes): scan adds median ${m.toFixed(1)} ms, max ${Math.max(...added).toFixed(1)} ms to taking the upload — goal ≤ ${GOAL_MS} ms: ${m <= GOAL_MS ? 'met' : 'NOT met'}`);
  } finally {
    await t.close();
    await clamd?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
