// Where the process is in its life, as the readiness probe reports it (docs/operations.md "Probes"): main.ts moves
// it through start (migrations, job queue) to ready, and to stopping on the first SIGTERM. Tests that build the
// app without main.ts get a lifecycle that is ready at once.
export type Phase = 'starting' | 'ready' | 'stopping';
export type StepState = 'pending' | 'running' | 'done' | 'failed';

export class Lifecycle {
  phase: Phase;
  migrations: StepState;
  /** Set once shutdown began: the readiness probe fails from this moment on. */
  stoppingSince: number | undefined;

  constructor(phase: Phase = 'starting') {
    this.phase = phase;
    this.migrations = phase === 'ready' ? 'done' : 'pending';
  }

  stopping(): void {
    if (this.phase === 'stopping') return;
    this.phase = 'stopping';
    this.stoppingSince = Date.now();
  }
}
