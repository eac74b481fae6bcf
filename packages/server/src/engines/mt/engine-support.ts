// What the cloud MT adapters share. User-facing errors take the contract's catalogue words, so the text box and
// a failed request read the same.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { spool } from './zip-package.ts';
import { MtError, type EngineLanguage, type LanguagePair, type TranslateDocumentInput } from './engine.ts';

export function quotaExceeded(cause?: unknown): MtError {
  return new MtError('ENGINE_QUOTA_EXCEEDED', MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED, { cause });
}

export function unauthorized(cause?: unknown): MtError {
  return new MtError('ENGINE_UNAUTHORIZED', MT_ENGINE_ERROR_MESSAGES.ENGINE_UNAUTHORIZED, { cause });
}

/** Every ordered pair among the given portal ids (the engines here translate between any two they list). */
export function pairsAmong(ids: Iterable<string>): LanguagePair[] {
  const list = [...new Set(ids)];
  return list.flatMap((a) => list.filter((b) => b !== a).map((b) => ({ source: a, target: b, via: [] })));
}

/** Without a configured list, the failure: the chain then keeps the engine's last list rather than serving nothing. */
export function configuredPairsOr(languages: readonly EngineLanguage[], configured: readonly string[] | null, failure: unknown): LanguagePair[] {
  if (!configured) throw failure;
  return pairsAmong(servedLanguages(languages, configured).map((l) => l.id));
}

/** The enabled languages of the table, or those of a configured list (in the table and enabled). */
export function servedLanguages(languages: readonly EngineLanguage[], configured: readonly string[] | null): EngineLanguage[] {
  const enabled = languages.filter((l) => !l.isDisabled);
  return configured ? enabled.filter((l) => configured.includes(l.id)) : enabled;
}

/** `run`'s signal fires on close, the caller's abort or `timeoutMs`, each becoming the MtError routes expect. */
export class CallGuard {
  private closed = false;
  private readonly inFlight = new Set<AbortController>();
  private readonly engineLabel: string;

  constructor(engineLabel: string) {
    this.engineLabel = engineLabel;
  }

  async run<T>(timeoutMs: number, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.closed) throw new MtError('ENGINE_CLOSED', 'The translation engine is closed');
    if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted');
    const controller = new AbortController();
    const deadline = AbortSignal.timeout(Math.ceil(timeoutMs));
    const combined = AbortSignal.any([controller.signal, deadline, ...(signal ? [signal] : [])]);
    this.inFlight.add(controller);
    // The work may ignore the signal (a client library without one): the race still ends the call.
    let onAbort = () => {};
    const stopped = new Promise<never>((_, reject) => {
      onAbort = () => reject(new Error('stopped'));
      combined.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work(combined), stopped]);
    } catch (err) {
      if (controller.signal.aborted) throw new MtError('ENGINE_CLOSED', 'The translation engine is closed', { cause: err });
      if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted', { cause: err });
      if (deadline.aborted) throw new MtError('ENGINE_TIMEOUT', `${this.engineLabel} did not answer within ${Number((timeoutMs / 1000).toFixed(1))} seconds`, { cause: err });
      throw err;
    } finally {
      // Nothing of a finished call stays attached to the deadline's timer.
      combined.removeEventListener('abort', onAbort);
      this.inFlight.delete(controller);
    }
  }

  close(): void {
    this.closed = true;
    for (const c of this.inFlight) c.abort();
  }
}

/** The output stream is left open; a failure removes a half-written output path; the work folder always goes. */
export async function translateAsFile(input: TranslateDocumentInput, translate: (file: string, work: string) => Promise<string>): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-mt-file-'));
  const outputPath = typeof input.output === 'string' ? input.output : undefined;
  try {
    const translated = await translate(await spool(input.input, work, `document.${input.format}`), work);
    if (outputPath) await pipeline(createReadStream(translated), createWriteStream(outputPath));
    else await pipeline(createReadStream(translated), input.output as Writable, { end: false });
  } catch (err) {
    if (outputPath) await unlink(outputPath).catch(() => undefined);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
