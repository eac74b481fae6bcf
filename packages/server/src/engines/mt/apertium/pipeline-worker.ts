// One long-lived Apertium pipeline, programs wired by kernel pipes with `-z`: a request is text plus NUL, the answer
// what arrives up to the next NUL. Loading transducers makes cold runs slow; a warm worker answers in milliseconds.
import type { ChildProcess } from 'node:child_process';
import { spawnTethered } from '../../../lib/tethered.ts';
import type { PipelineCommand } from './modes.ts';

const NUL = 0;
const STDERR_KEEP = 4096;

export interface PipelineWorkerOptions {
  onExit?: (worker: PipelineWorker, reason: string) => void;
  env?: NodeJS.ProcessEnv;
}

interface Pending {
  resolve: (out: string) => void;
  reject: (err: Error) => void;
}

export class PipelineWorker {
  readonly commands: readonly PipelineCommand[];
  private readonly options: PipelineWorkerOptions;
  private children: ChildProcess[] = [];
  private chunks: Buffer[] = [];
  private pending: Pending | undefined;
  private stderr = '';
  private deadReason: string | undefined;
  /** Requests answered; the first one also pays for loading the transducers. */
  served = 0;
  readonly startedAt = Date.now();

  constructor(commands: readonly PipelineCommand[], options: PipelineWorkerOptions = {}) {
    if (commands.length === 0) throw new Error('Empty Apertium pipeline');
    this.commands = commands;
    this.options = options;
    this.start();
  }

  get alive(): boolean {
    return this.deadReason === undefined;
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  get pids(): number[] {
    return this.children.map((c) => c.pid ?? -1);
  }

  private start(): void {
    // Apertium's tools classify characters through the C library: without a UTF-8 locale accented
    // letters are not word characters and translation quietly degrades.
    const env = { ...process.env, ...this.options.env, LC_ALL: 'C.UTF-8' };
    let previous: ChildProcess | undefined;
    for (const { command, args } of this.commands) {
      const child = spawnTethered(command, args, {
        env,
        // The previous program's stdout becomes this one's stdin directly (a kernel pipe).
        stdio: [previous ? previous.stdout! : 'pipe', 'pipe', 'pipe'],
      });
      child.on('error', (err) => this.die(`${command}: ${err.message}`));
      child.on('exit', (code, signal) => this.die(`${command} exited (${signal ?? `code ${code}`})`));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (d: string) => {
        this.stderr = (this.stderr + d).slice(-STDERR_KEEP);
      });
      // Closing Node's copy of the read end keeps Node from competing for the bytes and lets a dying program see EPIPE.
      if (previous) previous.stdout!.destroy();
      this.children.push(child);
      previous = child;
    }
    const first = this.children[0]!;
    first.stdin!.on('error', (err) => this.die(`write to ${this.commands[0]!.command}: ${err.message}`));
    const lastChild = this.children[this.children.length - 1]!;
    lastChild.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
  }

  private onData(chunk: Buffer): void {
    let start = 0;
    for (let nul = chunk.indexOf(NUL, start); nul >= 0; nul = chunk.indexOf(NUL, start)) {
      this.chunks.push(chunk.subarray(start, nul));
      const answer = Buffer.concat(this.chunks).toString('utf8');
      this.chunks = [];
      start = nul + 1;
      const pending = this.pending;
      this.pending = undefined;
      if (pending) {
        this.served++;
        pending.resolve(answer);
      }
      // A NUL nobody waits for is a timed-out request's output (such workers are killed): dropped.
    }
    if (start < chunk.length) this.chunks.push(chunk.subarray(start));
  }

  translate(stream: string): Promise<string> {
    if (!this.alive) return Promise.reject(new Error(`Apertium worker is not running: ${this.deadReason}`));
    if (this.pending) return Promise.reject(new Error('Apertium worker is busy'));
    return new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.children[0]!.stdin!.write(stream.includes('\0') ? stream.replaceAll('\0', '') : stream);
      this.children[0]!.stdin!.write('\0');
    });
  }

  private die(reason: string): void {
    if (this.deadReason !== undefined) return;
    this.deadReason = this.stderr.trim() ? `${reason}: ${this.stderr.trim().slice(-500)}` : reason;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(new Error(`Apertium pipeline stopped: ${this.deadReason}`));
    this.killAll();
    this.options.onExit?.(this, this.deadReason);
  }

  private killAll(): void {
    for (const child of this.children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  stop(reason = 'stopped'): void {
    this.die(reason);
  }
}
