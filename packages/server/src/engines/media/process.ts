// Runs the media tools (ffmpeg, ffprobe, pocketsphinx_continuous, espeak-ng) as child processes. Output is
// collected only for the small text answers (probe JSON, word timings); media always goes file to file, so a
// 250 MB input never passes through this process's memory.
import { spawnTethered } from '../../lib/tethered.ts';
import { MediaError } from './engine.ts';

export interface RunOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** Text written to the program's standard input. */
  input?: string;
}

/** Only the end of stderr is kept: ffmpeg prints a line per second of progress on long inputs. */
const STDERR_TAIL = 4000;

export function runTool(program: string, args: readonly string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new MediaError('ABORTED', `${program} was aborted`));
      return;
    }
    const child = spawnTethered(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    let settled = false;
    const finish = (e: Error | null, value?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (e) reject(e);
      else resolve(value ?? '');
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(new MediaError('ABORTED', `${program} was aborted`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new MediaError('ENGINE_TIMEOUT', `${program} took longer than ${opts.timeoutMs} ms`));
    }, opts.timeoutMs ?? 30 * 60_000);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('error', (e) =>
      finish(new MediaError('ENGINE_FAILURE', `${program} could not start: ${e.message}`, { cause: e })),
    );
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(out).toString('utf8'));
      else finish(new MediaError('ENGINE_FAILURE', `${program} exited with ${code}: ${err.trim().slice(-800)}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}
