// Files already in temporary storage, by the File the user chose: the live estimate uploads the chosen files to
// price them, and Submit reuses those uploads instead of sending every byte again (a 200 MB request costs the
// user 200 MB, not 400). The server accepts the keys because they lie under the caller's own upload grant, and
// refuses anyone else's.
import type { UploadedFileRef } from '@lingua/contract';

/**
 * Reuse stops this long before the upload permission runs out: the request still has to be created, and the
 * server sweeps unused uploads only a day after their permission expires, so this margin is generous.
 */
export const REUSE_MARGIN_MS = 10 * 60_000;

export class UploadedFiles {
  // Weak: a file the user removed from the form is not kept alive by its upload record.
  readonly #byFile = new WeakMap<Blob, { ref: UploadedFileRef; expiresAt: number }>();

  /** Records an upload under a permission that expires at `expiresAt` (ISO date-time, as the server gives it). */
  remember(file: Blob, ref: UploadedFileRef, expiresAt: string | undefined): void {
    const at = expiresAt ? Date.parse(expiresAt) : NaN;
    // Without a known expiry the key might be swept before it is used: upload again rather than risk it.
    if (Number.isFinite(at)) this.#byFile.set(file, { ref, expiresAt: at });
  }

  /** The stored key of this very file under this name, while its permission has time left at `now` (epoch ms). */
  find(file: Blob, name: string, now: number): UploadedFileRef | undefined {
    const kept = this.#byFile.get(file);
    if (!kept || kept.ref.fileName !== name || now >= kept.expiresAt - REUSE_MARGIN_MS) return undefined;
    return kept.ref;
  }
}
