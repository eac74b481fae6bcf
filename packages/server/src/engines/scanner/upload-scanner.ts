// Every upload passes here before anything may use it (docs/decisions/175-uploads-scanned-by-clamd.md): the
// object is streamed from the store to clamd; an infected file, or one beyond the scanner's limits, is deleted and
// refused naming the file; while the scanner cannot answer (or its signatures are too old) the file is held — the
// call waits a little, then answers that the file is waiting — or, when the operator chose so, accepted and marked.
import { UPLOAD_SCAN_MESSAGES } from '@lingua/contract';
import type { ScanConfig } from '../../config/scan-config.ts';
import { HttpError } from '../../lib/errors.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { ClamdClient, ScannerUnavailable, type ScanResult } from './clamd-client.ts';

/** What the scanner answered of an upload the caller may now use; `unscanned` names why it could not scan. */
export type UploadVerdict = 'clean' | 'not-scanned' | { unscanned: string };

/** A later scan of a file let through unscanned: `unavailable` leaves its mark open. */
export type RescanVerdict = 'clean' | 'infected' | 'refused' | 'gone' | 'unavailable';

/** What /health and the hold rule read of the scanner. */
export interface ScannerState {
  available: boolean;
  /** `ClamAV 1.4.6` */
  engine?: string;
  /** Official signatures' version and date; `test` when only the test signature is loaded. */
  signatures?: { version: string; date: Date; ageHours: number } | 'test';
  problem?: string;
}

export interface ScanEvents {
  /** The file was refused and deleted: infected (`signature`) or beyond the limits (`limit`); `rescan` when it had been let through unscanned. */
  refused(e: { key: string; fileName: string; signature?: string; limit?: string; rescan?: boolean }): Promise<void>;
  /** The scanner was unavailable and the configuration accepts such files (SCAN_WHEN_UNAVAILABLE=accept). */
  unscanned(e: { key: string; fileName: string; problem: string }): Promise<void>;
}

/** Reads clamd's VERSION answer against the configuration: how old the signatures are and whether that is acceptable. */
export function stateOfVersion(config: Pick<ScanConfig, 'maxSignatureAgeHours' | 'testSignatures'>, answer: string, now: Date): ScannerState {
  const [engine, version, date] = answer.split('/');
  if (!version || !date) {
    if (config.testSignatures) return { available: true, engine: engine!, signatures: 'test' };
    return { available: false, engine: engine!, problem: 'no official signatures are loaded (run freshclam)' };
  }
  const when = new Date(date);
  const ageHours = Math.max(0, (now.getTime() - when.getTime()) / 3_600_000);
  const signatures = { version, date: when, ageHours };
  if (!(ageHours <= config.maxSignatureAgeHours)) {
    return { available: false, engine: engine!, signatures, problem: `the signatures are ${Math.round(ageHours)} hours old (limit ${config.maxSignatureAgeHours})` };
  }
  return { available: true, engine: engine!, signatures };
}

export async function readScannerState(config: ScanConfig, client: ClamdClient, now: Date): Promise<ScannerState> {
  try {
    return stateOfVersion(config, await client.version(), now);
  } catch (err) {
    return { available: false, problem: err instanceof Error ? err.message : String(err) };
  }
}

/** The last part of a key: what the browser called the file (temporary uploads are `<prefix>/<file name>`). */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

const STATE_CACHE_MS = 30_000;
const VERDICT_CACHE_ENTRIES = 2_000;

export class UploadScanner {
  readonly config: ScanConfig;
  readonly client: ClamdClient;
  readonly #events: ScanEvents;
  readonly #now: () => Date;
  #state: { at: number; value: Promise<ScannerState> } | undefined;
  /** Objects found clean, by key, size and time: a call checks its files, then moves them, and scans once. */
  readonly #clean = new Set<string>();

  constructor(config: ScanConfig, events: ScanEvents, now: () => Date = () => new Date()) {
    this.config = config;
    this.client = new ClamdClient(config.address, config.timeoutMs);
    this.#events = events;
    this.#now = now;
  }

  /** The scanner's state, asked at most every 30 s while it answers. */
  state(): Promise<ScannerState> {
    const at = Date.now();
    if (!this.#state || at - this.#state.at >= STATE_CACHE_MS) this.#state = { at, value: readScannerState(this.config, this.client, this.#now()) };
    return this.#state.value;
  }

  /**
   * Scans the object at `key` unless it was found clean as it is; throws the refusal (400) of an infected file or
   * one beyond the limits after deleting it, or 503 while the scanner is unavailable and uploads are held.
   */
  async check(store: ObjectStore, key: string, fileName = fileNameOf(key)): Promise<UploadVerdict> {
    if (this.config.mode === 'off') return 'not-scanned';
    const info = await store.head(key);
    if (!info) return 'not-scanned';
    const stamp = `${key}\n${info.size}\n${info.lastModified.getTime()}`;
    if (this.#clean.has(stamp)) return 'clean';
    const result = await this.#scanWhileHeld(store, key, fileName);
    if ('unscanned' in result) return result;
    if (result.verdict === 'clean') {
      if (this.#clean.size >= VERDICT_CACHE_ENTRIES) this.#clean.clear();
      this.#clean.add(stamp);
      return 'clean';
    }
    await this.#refuse(store, key, fileName, result, false);
    throw result.verdict === 'infected'
      ? new HttpError(400, UPLOAD_SCAN_MESSAGES.FILE_INFECTED(fileName), 'FILE_INFECTED')
      : new HttpError(400, UPLOAD_SCAN_MESSAGES.FILE_NOT_SCANNABLE(fileName, result.reason), 'FILE_NOT_SCANNABLE');
  }

  /** The later scan of a file let through unscanned: once, without waiting; a refused file is deleted and told as at upload. */
  async rescan(store: ObjectStore, key: string, fileName: string): Promise<{ verdict: RescanVerdict; finding?: string }> {
    if (this.config.mode === 'off') return { verdict: 'unavailable' };
    // Unavailable is not kept for the state's 30 s: the next sweep asks the scanner again.
    if (!(await this.state()).available) return (this.#state = undefined), { verdict: 'unavailable' };
    if (!(await store.head(key))) return { verdict: 'gone' };
    let result: ScanResult;
    try {
      result = await this.client.scan(await store.openReadStream(key));
    } catch (err) {
      if (err instanceof ScannerUnavailable) return (this.#state = undefined), { verdict: 'unavailable' };
      throw err;
    }
    if (result.verdict === 'clean') return { verdict: 'clean' };
    await this.#refuse(store, key, fileName, result, true);
    return result.verdict === 'infected' ? { verdict: 'infected', finding: result.signature } : { verdict: 'refused', finding: result.reason };
  }

  async #refuse(store: ObjectStore, key: string, fileName: string, result: Exclude<ScanResult, { verdict: 'clean' }>, rescan: boolean): Promise<void> {
    await store.delete(key);
    const finding = result.verdict === 'infected' ? { signature: result.signature } : { limit: result.reason };
    await this.#events.refused({ key, fileName, ...finding, ...(rescan ? { rescan } : {}) });
  }

  /** One scan, retried while the scanner is unavailable for up to SCAN_HOLD_WAIT_MS; then held (503) or accepted. */
  async #scanWhileHeld(store: ObjectStore, key: string, fileName: string): Promise<ScanResult | { unscanned: string }> {
    const until = Date.now() + this.config.holdWaitMs;
    let pause = 100;
    for (;;) {
      let problem: string;
      const state = await this.state();
      if (state.available) {
        try {
          return await this.client.scan(await store.openReadStream(key));
        } catch (err) {
          if (!(err instanceof ScannerUnavailable)) throw err;
          problem = err.message;
          this.#state = undefined;
        }
      } else {
        problem = state.problem ?? 'unavailable';
        // Asked again after the pause: the scanner may be back long before the state's cache would notice.
        this.#state = undefined;
      }
      if (Date.now() + pause > until) return this.#unavailable(key, fileName, problem);
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 2_000);
    }
  }

  async #unavailable(key: string, fileName: string, problem: string): Promise<{ unscanned: string }> {
    if (this.config.whenUnavailable === 'accept') {
      await this.#events.unscanned({ key, fileName, problem });
      return { unscanned: problem };
    }
    throw new HttpError(503, UPLOAD_SCAN_MESSAGES.FILE_SCAN_PENDING(fileName), 'FILE_SCAN_PENDING');
  }
}
