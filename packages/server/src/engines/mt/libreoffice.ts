// LibreOffice (soffice, headless) as a format converter: the legacy binary Office formats (.doc, .ppt, .xls)
// and RTF are converted to their Office Open XML successors, which the engines translate
// (docs/decisions/017-libreoffice-for-legacy-office-formats.md). Each conversion gets its own user profile:
// soffice instances sharing a profile attach to the first one, so parallel jobs would wait on or kill
// each other's conversions.
import { killGroup, spawnTethered } from '../../lib/tethered.ts';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MtError } from './engine.ts';

export function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const SOFFICE = 'soffice';

/** A first start of soffice with a fresh profile takes 1–3 s; a long document's conversion more. */
export const LIBREOFFICE_TIMEOUT_MS = 120_000;

export interface ConvertOptions {
  /** Output filter, as soffice's `--convert-to` takes it: 'docx', 'txt:Text', 'pdf', 'csv' ... */
  to: string;
  outDir: string;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/**
 * Converts files with one soffice run (several inputs share its start-up cost) and returns the output
 * paths in input order: `<outDir>/<input base name>.<extension of to>`. Inputs must have distinct base
 * names, or their outputs overwrite each other. soffice exits 0 even when it could not load a file, so a
 * missing output is what reports a file it could not read or write in that format.
 */
export async function convertWithLibreOffice(inputs: readonly string[], options: ConvertOptions): Promise<string[]> {
  const extension = options.to.split(':')[0]!;
  const outDir = path.resolve(options.outDir);
  const profile = await mkdtemp(path.join(tmpdir(), 'lingua-soffice-'));
  try {
    await runSoffice(
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        options.to,
        '--outdir',
        outDir,
        // Absolute, so a file name can never be read as an option.
        ...inputs.map((f) => path.resolve(f)),
      ],
      options.signal,
      options.timeoutMs ?? LIBREOFFICE_TIMEOUT_MS,
    );
    const outputs = inputs.map((f) => path.join(outDir, `${path.parse(f).name}.${extension}`));
    for (const [i, out] of outputs.entries()) {
      const size = await stat(out).then((s) => s.size, () => -1);
      if (size <= 0) {
        throw new MtError('INVALID_DOCUMENT', `${path.basename(inputs[i]!)} could not be read as a document of its type`);
      }
    }
    return outputs;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

function runSoffice(args: string[], signal: AbortSignal | undefined, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MtError('ABORTED', 'Translation aborted'));
    // soffice is a shell script that starts oosplash, which starts soffice.bin: its own process group (every
    // tethered program has one) lets a timeout or an abort kill all three instead of leaving soffice.bin running.
    const child = spawnTethered(SOFFICE, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (stderr = (stderr + d).slice(-2000)));
    let failure: MtError | undefined;
    const kill = (err: MtError): void => {
      failure ??= err;
      killGroup(child);
    };
    const timer = setTimeout(() => kill(new MtError('ENGINE_TIMEOUT', `LibreOffice did not finish within ${timeoutMs} ms`)), timeoutMs);
    const onAbort = (): void => kill(new MtError('ABORTED', 'Translation aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (err) => {
      done();
      reject(new MtError('ENGINE_FAILURE', `LibreOffice (soffice) could not be started: ${err.message}`, { cause: err }));
    });
    child.on('close', (code) => {
      done();
      if (failure) reject(failure);
      else if (code !== 0) reject(new MtError('ENGINE_FAILURE', `soffice exit code ${code}: ${stderr.trim().slice(-300)}`));
      else resolve();
    });
  });
}

/** Converts one legacy Office file to `to` in a fresh directory inside `work`; returns the converted file. */
export async function convertLegacyOffice(
  input: string,
  to: 'docx' | 'pptx' | 'xlsx',
  work: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  // A directory of its own, so the output cannot collide with (or be mistaken for) other files in `work`.
  const outDir = await mkdtemp(path.join(work, 'converted-'));
  const [out] = await convertWithLibreOffice([input], { to, outDir, signal });
  return out!;
}
