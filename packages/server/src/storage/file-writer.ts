// The store's writer of one file: chunks gathered into writes of about 1 MB, the disk kept close behind, and the
// file synced before the stream finishes.
//
// fs.WriteStream issues a write as soon as it is idle, and a write into the page cache finishes within
// microseconds, so it was idle after nearly every network chunk: an upload became one thread-pool write and one
// completion callback per TLS record (16 KB), about a quarter of the server's main thread during a large upload.
// Here a chunk is taken at once while less than a batch is gathered and the batch goes down in one writev
// (no copy) when it is full: a 250 MB upload is about 250 writes
// (docs/decisions/091-upload-throughput-blocked-by-the-transport.md).
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
  /** Bytes on their way to the file or in it: every chunk accepted so far. */
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

  /** What is gathered is written and the whole file synced: once the stream finishes, the file is on disk. */
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
