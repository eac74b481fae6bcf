// The store's file writer: chunks gathered into ~1 MB writev calls (no copy), synced before the stream finishes.
// fs.WriteStream wrote per TLS record, costing about a quarter of the main thread during a large upload (decision 091).
import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

export const WRITE_BATCH_BYTES = 1024 * 1024;
/** A sync every 32 MB written (one at a time) leaves only the last few MB to the sync at the end. */
const SYNC_EVERY_BYTES = 32 * 1024 * 1024;

export class FileWriter extends Writable {
  readonly #handle: FileHandle;
  #batch: Buffer[] = [];
  #batchBytes = 0;
  #unsynced = 0;
  #syncing = false;
  bytesWritten = 0;

  /** Writes into `handle` (opened for writing, left open: the caller closes it, which waits for writes under way). */
  constructor(handle: FileHandle) {
    // Up to one more batch waits here while a batch is being written, before the stream asks its source to wait.
    super({ highWaterMark: WRITE_BATCH_BYTES });
    this.#handle = handle;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.#take(chunk);
    this.#writeWhenFull(done);
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, done: (err?: Error | null) => void): void {
    for (const { chunk } of chunks) this.#take(chunk);
    this.#writeWhenFull(done);
  }

  override _final(done: (err?: Error | null) => void): void {
    this.#writeBatch()
      .then(() => this.#handle.sync())
      .then(() => done(), done);
  }

  #take(chunk: Buffer): void {
    this.#batch.push(chunk);
    this.#batchBytes += chunk.length;
    this.bytesWritten += chunk.length;
  }

  #writeWhenFull(done: (err?: Error | null) => void): void {
    if (this.#batchBytes < WRITE_BATCH_BYTES) return done();
    this.#writeBatch().then(() => done(), done);
  }

  async #writeBatch(): Promise<void> {
    if (this.#batchBytes === 0) return;
    const buffers = this.#batch;
    const bytes = this.#batchBytes;
    this.#batch = [];
    this.#batchBytes = 0;
    // libuv writes every buffer, resuming after a partial write; fewer bytes only when the disk failed part-way.
    const { bytesWritten } = await this.#handle.writev(buffers);
    if (bytesWritten !== bytes) throw new Error(`Wrote ${bytesWritten} of ${bytes} bytes`);
    this.#unsynced += bytes;
    if (this.#unsynced < SYNC_EVERY_BYTES || this.#syncing) return;
    this.#unsynced = 0;
    this.#syncing = true;
    this.#handle.datasync().then(
      () => (this.#syncing = false),
      () => (this.#syncing = false), // the sync at the end reports a failing disk
    );
  }
}
