// The dispatcher (decision 167): claims due deliveries in batches (claim.ts), at most IN_FLIGHT per process and
// PER_ENDPOINT per endpoint, so a slow receiver holds only its own places. A dead process's claims lapse and are
// attempted again, at least once in all (decision 136).
import { PinnedAgents } from '../../lib/outbound/pinned-post.ts';
import { runEvery } from '../../lib/every.ts';
import { claimDeliveries, type ClaimedDelivery } from './claim.ts';
import { attemptDelivery } from './deliver.ts';
import type { WebhookDeps } from './deps.ts';
import { recordAttempts, type Attempted } from './record.ts';

/** Attempts in flight (or ended, not yet recorded) in one process. */
export const IN_FLIGHT = 128;
/** Claimed at once per endpoint, across processes (claim.ts): what one receiver gets at a time. */
export const PER_ENDPOINT = 16;
/** On stop, in-flight attempts get this long to end and be recorded; later ones lapse and are attempted again. */
const STOP_GRACE_MS = 2000;

export class WebhookDispatcher {
  private readonly agents = new PinnedAgents(PER_ENDPOINT);
  private readonly attempts = new Set<Promise<void>>();
  private ended: Attempted[] = [];
  private inFlight = 0;
  private claimedTotal = 0;
  private claiming: Promise<number> | undefined;
  private recording: Promise<void> | undefined;
  private claimAgain = false;
  private stopped = false;

  private readonly deps: WebhookDeps;
  private readonly onError: (err: unknown) => void;

  constructor(deps: WebhookDeps, onError: (err: unknown) => void) {
    this.deps = deps;
    this.onError = onError;
  }

  claim(): Promise<number> {
    this.claiming ??= this.claimOnce().finally(() => {
      this.claiming = undefined;
      if (this.claimAgain) this.kick();
    });
    return this.claiming;
  }

  /** A claim now, or right after the one running (which may have started before places were freed). */
  private kick(): void {
    this.claimAgain = Boolean(this.claiming);
    if (!this.claiming) this.claim().catch(this.onError);
  }

  private async claimOnce(): Promise<number> {
    const free = IN_FLIGHT - this.inFlight;
    if (free <= 0 || this.stopped) return 0;
    const claimed = await claimDeliveries(this.deps, free, PER_ENDPOINT);
    this.claimedTotal += claimed.length;
    for (const delivery of claimed) this.start(delivery);
    return claimed.length;
  }

  private start(delivery: ClaimedDelivery): void {
    this.inFlight++;
    const attempt = (delivery.endpoint.enabled ? attemptDelivery(this.deps, delivery, this.agents) : Promise.resolve(null)).then((outcome) => {
      this.attempts.delete(attempt);
      this.ended.push({ delivery, outcome, at: this.deps.clock.now() });
      this.recordSoon();
    });
    this.attempts.add(attempt);
  }

  /** Records what ended, in batches: attempts that end while one batch is written go in the next. */
  private recordSoon(): void {
    if (this.recording || this.stopped) return;
    this.recording = this.record().finally(() => {
      this.recording = undefined;
      if (this.ended.length) this.recordSoon();
    });
  }

  private async record(): Promise<void> {
    while (this.ended.length && !this.stopped) {
      const batch = this.ended;
      this.ended = [];
      // A failed write leaves the claims to lapse: those deliveries are attempted again.
      await recordAttempts(this.deps, batch).catch(this.onError);
      this.inFlight -= batch.length;
      // Places are free: claim at once rather than at the next tick (a receiver's backlog drains at its pace).
      this.kick();
    }
  }

  async settled(): Promise<void> {
    while (this.claiming || this.attempts.size || this.recording) await Promise.all([this.claiming, ...this.attempts, this.recording]);
  }

  /** Attempts every due delivery and records it; returns how many attempts were made (tests and the bench). */
  async runDue(): Promise<number> {
    const before = this.claimedTotal;
    while (await this.claim()) await this.settled();
    await this.settled();
    return this.claimedTotal - before;
  }

  startTimer(intervalMs: number): () => Promise<void> {
    const stopTimer = runEvery(async () => {
      await this.claim();
      this.agents.sweep();
    }, intervalMs, this.onError);
    return async () => {
      stopTimer();
      await Promise.race([this.settled(), new Promise((r) => setTimeout(r, STOP_GRACE_MS).unref())]);
      this.stopped = true;
      this.agents.destroy();
    };
  }
}
