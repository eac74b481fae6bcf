// Each engine's pairs, fetched at start and refreshed (decision 130); a failing engine keeps its last list and is
// asked again within a minute rather than sitting out the period.
import type { LanguagePair, MtEngine } from '../engine.ts';

export interface EngineLanguages {
  name: string;
  pairs: readonly LanguagePair[];
  /** When the list last came back; undefined while it never has. */
  refreshedAt: Date | undefined;
  /** Why the last list call failed; undefined after a success. */
  error: string | undefined;
}

export interface LanguageListsOptions {
  refreshMs: number;
  onError: (engine: string, err: unknown) => void;
  onChange: () => void;
  /** Runs one list call (the chain times it for the metrics). */
  fetch: (engine: MtEngine) => Promise<LanguagePair[]>;
}

/** A failed engine is asked again after at most this long. */
const RETRY_AFTER_FAILURE_MS = 60_000;

const pairKey = (source: string, target: string): string => `${source}\u0000${target}`;

export class LanguageLists {
  private readonly states: EngineLanguages[];
  private readonly keys: Array<Set<string>>;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly engines: readonly MtEngine[];
  private readonly options: LanguageListsOptions;

  constructor(engines: readonly MtEngine[], options: LanguageListsOptions) {
    this.engines = engines;
    this.options = options;
    this.states = engines.map((e) => ({ name: e.name, pairs: [], refreshedAt: undefined, error: undefined }));
    this.keys = engines.map(() => new Set());
  }

  async refresh(): Promise<void> {
    await Promise.all(this.engines.map((engine, i) => this.refreshOne(engine, i)));
    this.options.onChange();
  }

  private async refreshOne(engine: MtEngine, i: number): Promise<void> {
    const state = this.states[i]!;
    try {
      const pairs = await this.options.fetch(engine);
      state.pairs = pairs;
      state.refreshedAt = new Date();
      state.error = undefined;
      this.keys[i] = new Set(pairs.map((p) => pairKey(p.source, p.target)));
    } catch (err) {
      state.error = err instanceof Error ? err.message : String(err);
      this.options.onError(engine.name, err);
    }
  }

  /** Refreshes every `refreshMs` from now on (sooner while an engine's list is failing). */
  start(): void {
    if (this.stopped) return;
    const failing = this.states.some((s) => s.error !== undefined);
    const delay = failing ? Math.min(this.options.refreshMs, RETRY_AFTER_FAILURE_MS) : this.options.refreshMs;
    this.timer = setTimeout(() => {
      void this.refresh().then(() => this.start());
    }, delay);
    // A pending refresh must not keep a finished process (a script, a test) alive.
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  serves(index: number, source: string, target: string): boolean {
    return this.keys[index]!.has(pairKey(source, target));
  }

  list(): readonly EngineLanguages[] {
    return this.states;
  }
}
