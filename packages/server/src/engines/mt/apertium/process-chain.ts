// Runs a list of programs as one shell-free pipeline for a single document: each program's stdout is the
// next one's stdin (kernel pipes), so a large document streams through without Node holding it.
import type { ChildProcess } from 'node:child_process';
import { spawnTethered } from '../../../lib/tethered.ts';
import type { Readable, Writable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MtError } from '../engine.ts';
import type { PipelineCommand } from './modes.ts';

const STDERR_KEEP = 2048;

export interface ChainRun {
  /** Where the chain's input comes from: a stream Node copies in, or nothing (the first program reads a file). */
  input?: Readable;
  output: Writable;
  signal?: AbortSignal | undefined;
}

/** Runs the chain to completion; rejects with the failing program's stderr when any exits non-zero. */
export async function runChain(commands: readonly PipelineCommand[], run: ChainRun): Promise<void> {
  const env = { ...process.env, LC_ALL: 'C.UTF-8' };
  const children: ChildProcess[] = [];
  const exits: Promise<void>[] = [];
  /** Stream copies through Node: the counting links (a counted program reads through one, not a kernel pipe). */
  const links: Promise<void>[] = [];
  let previous: ChildProcess | undefined;
  for (const [i, { command, args, countUnknown }] of commands.entries()) {
    const tapped = previous && countUnknown;
    const child = spawnTethered(command, args, {
      env,
      stdio: [tapped ? 'pipe' : previous ? previous.stdout! : i === 0 && run.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (tapped) links.push(pipeline(previous!.stdout!, unknownWordCounter(countUnknown), child.stdin!));
    else if (previous) previous.stdout!.destroy();
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (d: string) => {
      stderr = (stderr + d).slice(-STDERR_KEEP);
    });
    exits.push(
      new Promise<void>((resolve, reject) => {
        child.on('error', (err) => reject(new MtError('ENGINE_FAILURE', `${command}: ${err.message}`, { cause: err })));
        child.on('close', (code, signal) => {
          if (code === 0) resolve();
          else reject(new MtError('ENGINE_FAILURE', `${command} failed (${signal ?? `exit code ${code}`}): ${stderr.trim().slice(-500)}`));
        });
      }),
    );
    children.push(child);
    previous = child;
  }
  const killAll = (): void => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  };
  const onAbort = (): void => killAll();
  run.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const feeding = run.input ? pipeline(run.input, children[0]!.stdin!) : Promise.resolve();
    const draining = pipeline(children[children.length - 1]!.stdout!, run.output, { end: false });
    const results = await Promise.allSettled([feeding, draining, ...exits, ...links]);
    if (run.signal?.aborted) throw new MtError('ABORTED', 'Translation aborted');
    // The first program's own failure explains a broken pipe further down better than the broken pipe does.
    const failures = results.slice(2, 2 + exits.length).concat(results.slice(0, 2), results.slice(2 + exits.length)).filter((r) => r.status === 'rejected');
    if (failures.length > 0) throw (failures[0] as PromiseRejectedResult).reason;
  } finally {
    run.signal?.removeEventListener('abort', onAbort);
    killAll();
  }
}

/**
 * Passes the stream format on unchanged and counts the lexical units marked unknown (`^*word$`): unambiguous
 * there, where the client's own `*` cannot stand right after an unescaped `^` (decision 143).
 */
export function unknownWordCounter(tell: (count: number) => void): Transform {
  let escaped = false;
  let afterCaret = false;
  let count = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // `\`, `^` and `*` are ASCII, so a byte scan is safe however UTF-8 characters fall across chunks.
      for (const byte of chunk) {
        if (afterCaret && byte === 0x2a) count++;
        afterCaret = !escaped && byte === 0x5e;
        escaped = !escaped && byte === 0x5c;
      }
      done(null, chunk);
    },
    flush(done) {
      tell(count);
      done();
    },
  });
}
