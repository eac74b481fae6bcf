// The object store behind uploads and downloads (docs/architecture.md "Objects"): browsers upload straight to it with a
// presigned POST and download through signed, expiring URLs; the server streams objects in and out for jobs.
// Two implementations: the server's own store on disk (default) and S3 or any S3-compatible store (config.s3),
// both implementing this interface; create-object-store.ts picks one.
import type { Readable } from 'node:stream';
import type { Config } from '../config/config.ts';
import type { Clock } from '../lib/clock.ts';

export interface PresignedPostInput {
  /** Every key the form may create starts with `${keyPrefix}/`. */
  keyPrefix: string;
  maxBytes: number;
  /** Defaults to 0 (empty files allowed, as on S3). */
  minBytes?: number;
  expiresInSeconds: number;
  /** When set, the form must carry a Content-Type field with one of these values. */
  contentTypes?: string[];
}

/** What the browser posts: every field, then the file last, as multipart/form-data to `url`. */
export interface PresignedPost {
  url: string;
  /** `fields.key` is `${keyPrefix}/${filename}`; the store fills in the uploaded file's name. */
  fields: { key: string } & Record<string, string>;
}

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface DownloadUrlOptions {
  expiresInSeconds: number;
  /** The name the browser saves the file as (sanitised before use). */
  fileName: string;
  /** Show in the browser rather than save; only honoured for types that cannot run script. */
  inline?: boolean;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  createPresignedPost(input: PresignedPostInput): Promise<PresignedPost>;
  /** null when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Throws a 404 HttpError (errorCode NoSuchKey) when there is no such object. */
  openReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Streams into the key; the object appears only once complete, and nothing is left behind on failure. */
  writeStream(key: string, stream: Readable): Promise<{ size: number }>;
  /** Renames an object (temporary upload → permanent key); replaces what is at `toKey`. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `${prefix}/`, in no set order. */
  list(prefix: string): Promise<ObjectInfo[]>;
  /** Deletes every object whose key starts with `${prefix}/`. */
  deletePrefix(prefix: string): Promise<void>;
  signedDownloadUrl(key: string, opts: DownloadUrlOptions): Promise<string>;
}

export interface StorageContext {
  config: Config;
  clock: Clock;
}
