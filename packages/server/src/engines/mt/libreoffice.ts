// LibreOffice converts legacy Office formats and RTF to OOXML (decision 017). Each conversion gets its own profile:
// soffice instances sharing one attach to the first, so parallel jobs would wait on or kill each other's.
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
  to: string;
  outDir: string;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/** One soffice run for several inputs (distinct base names). soffice exits 0 even when it could not load a file, so a
 * missing output reports it. */
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
