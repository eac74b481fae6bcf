// A small pool of warm pipeline workers for one translation direction. Requests are served first come,
// first served; a worker is started when demand needs one (up to `size`) and kept running; a worker that
// dies is replaced; a request that outlives its timeout fails and its worker is killed, because the
// worker's next answer would belong to the abandoned request.
import { MtError } from '../engine.ts';
import type { PipelineCommand } from './modes.ts';
import { PipelineWorker } from './pipeline-worker.ts';

export interface PipelinePoolOptions {
  size: number;
  timeoutMs: number;
}

interface Job {
  input: string;
  resolve: (out: string) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | undefined;
  worker: PipelineWorker | undefined;
  settled: boolean;
  /** Detaches the caller's abort listener once the job is settled. */
  cleanup: () => void;
}

// A worker that dies sooner than this after starting, without answering, is not restarted eagerly
// (a missing binary or broken data would otherwise respawn in a loop); the next request retries.
const HEALTHY_AFTER_MS = 1000;

export class PipelinePool {
  readonly name: string;
  private readonly commands: readonly PipelineCommand[];
  private readonly options: PipelinePoolOptions;
  private readonly workers = new Set<PipelineWorker>();
  private readonly idle: PipelineWorker[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  /** Workers started over the pool's life (first start included); lets tests see a restart. */
  started = 0;

  constructor(name: string, commands: readonly PipelineCommand[], options: PipelinePoolOptions) {
    this.name = name;
    this.commands = commands;
    this.options = { size: Math.max(1, Math.floor(options.size)), timeoutMs: options.timeoutMs };
  }

  get size(): number {
    return this.options.size;
  }

  /** Live workers (for tests and diagnostics). */
  get liveWorkers(): PipelineWorker[] {
    return [...this.workers].filter((w) => w.alive);
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Starts every worker now so the first user request does not pay for loading the transducers. */
  async warmUp(): Promise<void> {
    while (this.workers.size < this.options.size) this.idle.push(this.spawnWorker());
    // Runs one tiny text through each worker; loading happens at start, this proves the pipe works.
    await Promise.all(Array.from({ length: this.options.size }, () => this.translate('a.[]')));
  }

  translate(input: string, signal?: AbortSignal): Promise<string> {
    if (this.closed) return Promise.reject(new MtError('ENGINE_CLOSED', 'The translation engine is closed'));
    if (signal?.aborted) return Promise.reject(new MtError('ABORTED', 'Translation aborted'));
    return new Promise<string>((resolve, reject) => {
      const job: Job = { input, resolve, reject, timer: undefined, worker: undefined, settled: false, cleanup: () => undefined };
      job.timer = setTimeout(() => this.timeOut(job), this.options.timeoutMs);
      job.timer.unref();
      if (signal) {
        const onAbort = (): void => this.fail(job, new MtError('ABORTED', 'Translation aborted'), true);
        signal.addEventListener('abort', onAbort, { once: true });
        job.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let worker = this.idle.shift();
      while (worker && !worker.alive) worker = this.idle.shift();
      if (!worker) {
        if (this.workers.size >= this.options.size) return;
        worker = this.spawnWorker();
      }
      const job = this.queue.shift()!;
      this.run(worker, job);
    }
  }

  private run(worker: PipelineWorker, job: Job): void {
    job.worker = worker;
    worker.translate(job.input).then(
      (out) => {
        if (!job.settled) {
          job.settled = true;
          clearTimeout(job.timer);
          job.cleanup();
          job.resolve(out);
        }
        this.release(worker);
      },
      (err: Error) => {
        const error = this.closed
          ? new MtError('ENGINE_CLOSED', 'The translation engine is closed', { cause: err })
          : new MtError('ENGINE_FAILURE', err.message, { cause: err });
        this.fail(job, error, false);
      },
    );
  }

  private release(worker: PipelineWorker): void {
    if (worker.alive && !this.closed) {
      this.idle.push(worker);
      this.dispatch();
    }
  }

  private timeOut(job: Job): void {
    this.fail(job, new MtError('ENGINE_TIMEOUT', `Machine translation timed out after ${this.options.timeoutMs} ms`), true);
  }

  /** Settles a job with an error; a job a worker is still busy with costs that worker its life. */
  private fail(job: Job, err: MtError, killWorker: boolean): void {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    job.cleanup();
    const queuedAt = this.queue.indexOf(job);
    if (queuedAt >= 0) this.queue.splice(queuedAt, 1);
    else if (killWorker && job.worker?.alive) job.worker.stop(err.code === 'ABORTED' ? 'request aborted' : 'request timed out');
    job.reject(err);
  }

  private spawnWorker(): PipelineWorker {
    this.started++;
    const worker = new PipelineWorker(this.commands, { onExit: (w) => this.onWorkerExit(w) });
    this.workers.add(worker);
    return worker;
  }

  private onWorkerExit(worker: PipelineWorker): void {
    this.workers.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    if (this.closed) return;
    const healthy = worker.served > 0 || Date.now() - worker.startedAt > HEALTHY_AFTER_MS;
    // Keep the pool warm: replace a worker that had been working; queued requests get one regardless.
    if (healthy && this.workers.size < this.options.size) {
      this.idle.push(this.spawnWorker());
    }
    // Deferred so a worker failing at spawn does not recurse into dispatch from inside its own start.
    setImmediate(() => this.dispatch());
  }

  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      job.settled = true;
      clearTimeout(job.timer);
      job.cleanup();
      job.reject(new MtError('ENGINE_CLOSED', 'The translation engine is closed'));
    }
    for (const worker of [...this.workers]) worker.stop('pool closed');
    this.workers.clear();
    this.idle.length = 0;
  }
}
