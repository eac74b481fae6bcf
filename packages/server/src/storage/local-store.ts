// The default object store under dataDir/objects: writes renamed into place from a temporary file and synced before
// answering, as S3 does, so no reader sees half an object.
import { randomUUID } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';
import { FileWriter } from './file-writer.ts';
import { assertValidKey, asDirectoryPrefix, encodeKeyPath } from './keys.ts';
import type { ByteRange, DownloadUrlOptions, ObjectInfo, ObjectStore, PresignedPost, PresignedPostInput, StorageContext } from './object-store.ts';
import { loadSigningSecret, sign, signatureMatches } from './signing.ts';
import { signUploadPolicy } from './upload-policy.ts';

export const UPLOAD_PATH = '/storage/upload';
export const OBJECTS_PATH = '/storage/objects/';
const DOWNLOAD_PURPOSE = 'lingua-download';
/** Half-written files are `<host>.<pid>.<start time>.<random>`, so a killed writer's are found (decision 076). */
const WRITER = `${os.hostname().replace(/[^A-Za-z0-9-]/g, '_')}.`;
/** A half-written file untouched this long is abandoned whoever wrote it (a live write touches it constantly). */
const INCOMING_ABANDONED_MS = 24 * 60 * 60 * 1000;

function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: the state (field 3), …, the start time (field 22).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? 'zombie' : (fields[19] ?? null);
  } catch {
    return null;
  }
}

const OWN_START = processStart(process.pid) ?? '0';

/** A killed writer may linger as a zombie, or its id be reused: the start time in the name tells them apart. */
function writerAlive(pid: number, start: string | undefined): boolean {
  const now = processStart(pid);
  if (now === 'zombie') return false;
  if (now !== null) return start === undefined || start === now;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // No /proc: EPERM means it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DownloadQuery {
  expires?: string | undefined;
  name?: string | undefined;
  inline?: string | undefined;
  sig?: string | undefined;
}

export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly #incoming: string;
  readonly #secret: string;
  readonly #publicUrl: string;
  readonly #clock: Clock;

  constructor(opts: { dataDir: string; secret: string; publicUrl: string; clock: Clock }) {
    this.root = path.join(opts.dataDir, 'objects');
    // A sibling of the root (not inside it), so no key can ever name a half-written file.
    this.#incoming = path.join(opts.dataDir, 'objects-incoming');
    this.#secret = opts.secret;
    this.#publicUrl = opts.publicUrl.replace(/\/$/, '');
    this.#clock = opts.clock;
  }

  static async open(ctx: StorageContext): Promise<LocalObjectStore> {
    const secret = await loadSigningSecret(ctx.config);
    const store = new LocalObjectStore({ dataDir: ctx.config.dataDir, secret, publicUrl: ctx.config.publicUrl, clock: ctx.clock });
    await store.sweepIncoming();
    return store;
  }

  async sweepIncoming(): Promise<number> {
    const names = await readdir(this.#incoming).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.#incoming, name);
      const [id, start, rest] = name.startsWith(WRITER) ? name.slice(WRITER.length).split('.') : [];
      const pid = Number(id);
      const writerStart = rest === undefined ? undefined : start;
      const mine = pid === process.pid && (writerStart === undefined || writerStart === OWN_START);
      const writerGone = Number.isInteger(pid) && pid > 0 && !mine && !writerAlive(pid, writerStart);
      const untouched = await stat(file).then((s) => this.#clock.now().getTime() - s.mtimeMs > INCOMING_ABANDONED_MS, () => false);
      if (writerGone || untouched) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  get signingSecret(): string {
    return this.#secret;
  }

  pathOf(key: string): string {
    assertValidKey(key);
    const p = path.resolve(this.root, key);
    if (!p.startsWith(this.root + path.sep)) throw notFound('Object not found', 'NoSuchKey');
    return p;
  }

  async createPresignedPost(input: PresignedPostInput): Promise<PresignedPost> {
    assertValidKey(input.keyPrefix.replace(/\/$/, ''));
    const expiresAt = new Date(this.#clock.now().getTime() + input.expiresInSeconds * 1000);
    const fields = signUploadPolicy(this.#secret, {
      keyPrefix: input.keyPrefix,
      minBytes: input.minBytes ?? 0,
      maxBytes: input.maxBytes,
      expiresAt,
      contentTypes: input.contentTypes,
    });
    return { url: `${this.#publicUrl}${UPLOAD_PATH}`, fields };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async openReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.head(key))) throw notFound('Object not found', 'NoSuchKey');
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async writeStream(key: string, stream: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(this.#incoming, { recursive: true });
    const temp = path.join(this.#incoming, `${WRITER}${process.pid}.${OWN_START}.${randomUUID()}`);
    try {
      // Created before the pipeline starts, so that the cleanup below always finds (and removes) it.
      const handle = await open(temp, 'wx', 0o640);
      const out = new FileWriter(handle);
      try {
        await pipeline(stream, out);
      } catch (err) {
        // Closing waits for a write still under way, so the removal below comes after it.
        await handle.close().catch(() => undefined);
        throw err;
      }
      await handle.close();
      await this.#renameInto(temp, target);
      return { size: out.bytesWritten };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    const to = this.pathOf(toKey);
    try {
      await this.#renameInto(from, to);
    } catch (err) {
      if (isMissing(err)) throw notFound('Object not found', 'NoSuchKey');
      throw err;
    }
    await this.#pruneEmptyDirs(path.dirname(from));
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await this.#pruneEmptyDirs(path.dirname(file));
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    const dir = this.pathOf(prefix.replace(/\/$/, ''));
    const found: ObjectInfo[] = [];
    const walk = async (at: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(at, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const e of entries) {
        const full = path.join(at, e.name);
        if (e.isDirectory()) await walk(full);
        else if (e.isFile()) {
          const s = await stat(full);
          found.push({ key: path.relative(this.root, full).split(path.sep).join('/'), size: s.size, lastModified: s.mtime });
        }
      }
    };
    await walk(dir);
    return found;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.pathOf(prefix.replace(/\/$/, ''));
    await rm(dir, { recursive: true, force: true });
    await this.#pruneEmptyDirs(path.dirname(dir));
  }

  async signedDownloadUrl(key: string, opts: DownloadUrlOptions): Promise<string> {
    assertValidKey(key);
    const expires = String(Math.floor(this.#clock.now().getTime() / 1000) + opts.expiresInSeconds);
    const inline = opts.inline ? '1' : '0';
    const sig = sign(this.#secret, DOWNLOAD_PURPOSE, key, expires, opts.fileName, inline);
    const q = new URLSearchParams({ expires, name: opts.fileName, inline, sig });
    return `${this.#publicUrl}${OBJECTS_PATH}${encodeKeyPath(key)}?${q.toString()}`;
  }

  verifyDownload(key: string, q: DownloadQuery): 'invalid' | 'expired' | null {
    const { expires, name, inline, sig } = q;
    // A repeated parameter arrives as an array: never a valid link.
    if ([expires, name, inline, sig].some((v) => v !== undefined && typeof v !== 'string')) return 'invalid';
    if (!expires || name === undefined || (inline !== '0' && inline !== '1') || !/^\d+$/.test(expires)) return 'invalid';
    if (!signatureMatches(sign(this.#secret, DOWNLOAD_PURPOSE, key, expires, name, inline), sig)) return 'invalid';
    if (Number(expires) * 1000 <= this.#clock.now().getTime()) return 'expired';
    return null;
  }

  async #renameInto(from: string, to: string): Promise<void> {
    // A concurrent delete may prune the freshly made directory between mkdir and rename: make it again once.
    for (let attempt = 0; ; attempt++) {
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await rename(from, to);
      } catch (err) {
        if (attempt > 0 || !isMissing(err)) throw err;
        await stat(from); // the source itself missing is a real error
        continue;
      }
      // A new name is durable once its directory is synced, a new directory once its parent is: sync up to the root.
      for (let dir = path.dirname(to); dir.startsWith(this.root); dir = path.dirname(dir)) await syncDirectory(dir);
      return;
    }
  }

  async #pruneEmptyDirs(dir: string): Promise<void> {
    const stopAt = asDirectoryPrefix(this.root);
    while (dir.startsWith(stopAt)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop
      }
      dir = path.dirname(dir);
    }
  }
}

async function syncDirectory(dir: string): Promise<void> {
  // Gone already (a concurrent delete of the object and its emptied directories): nothing left to make durable.
  const handle = await open(dir, 'r').catch((err: unknown) => {
    if (isMissing(err)) return null;
    throw err;
  });
  if (!handle) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
