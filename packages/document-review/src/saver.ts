// The document editor's saves without React (decision 179): a save after a pause in typing (SAVE_PAUSE_MS) and at
// once when the person leaves a segment, one at a time (two saves naming the same version would refuse each
// other), transient failures tried again after growing pauses, and a 409 that stops saving until the person has
// chosen between the versions. The unsaved targets go to the local draft before every save.
import { ApiError } from '@lingua/core';

/** The pause in typing after which the changes are saved. */
export const SAVE_PAUSE_MS = 800;
/** Pauses before a failed save is tried again (the last repeats). */
export const SAVE_RETRY_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

export type SaveState = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

export interface SaverHooks {
  /** Sends what is unsaved now; false when there was nothing to send. */
  send(): Promise<boolean>;
  /** Whether something is unsaved. */
  dirty(): boolean;
  onState(state: SaveState, error: unknown): void;
}

/** No answer, or the server busy or failing: worth sending again unchanged. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 408;
}

export class DocumentSaver {
  state: SaveState = 'saved';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private attempt = 0;
  private readonly hooks: () => SaverHooks;

  constructor(hooks: () => SaverHooks) {
    this.hooks = hooks;
  }

  /** A change: saved after SAVE_PAUSE_MS without another one. */
  changed(): void {
    if (this.state === 'conflict') return;
    this.set('pending', null);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, SAVE_PAUSE_MS);
  }

  /** Save now (leaving a segment, confirming, "Update file"); resolves when that save has its answer. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = this.queue.then(() => this.once());
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The person chose in a conflict: saving goes on. */
  resume(): void {
    this.set('saved', null);
    if (this.hooks().dirty()) this.changed();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.retry) clearTimeout(this.retry);
    this.timer = this.retry = null;
  }

  private async once(): Promise<void> {
    if (this.state === 'conflict') return;
    const hooks = this.hooks();
    if (!hooks.dirty()) {
      if (this.state !== 'error') this.set('saved', null);
      return;
    }
    this.set('saving', null);
    try {
      await hooks.send();
      this.attempt = 0;
      this.set(hooks.dirty() ? 'pending' : 'saved', null);
      if (hooks.dirty()) this.changed();
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (error instanceof ApiError && error.status === 409) return this.set('conflict', error);
    this.set('error', error);
    if (!isTransient(error) || this.retry) return;
    const pause = SAVE_RETRY_MS[Math.min(this.attempt++, SAVE_RETRY_MS.length - 1)]!;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.flush();
    }, pause);
  }

  private set(state: SaveState, error: unknown): void {
    this.state = state;
    this.hooks().onState(state, error);
  }
}
