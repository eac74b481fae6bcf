// The object store (docs/architecture.md "Objects"): browsers upload by presigned POST and download by signed URLs.
// The server's own store on disk (default) or S3 (config.s3), picked in create-object-store.ts.
import type { Readable } from 'node:stream';
import type { Config } from '../config/config.ts';
import type { Clock } from '../lib/clock.ts';

export interface PresignedPostInput {
  keyPrefix: string;
  maxBytes: number;
  minBytes?: number;
  expiresInSeconds: number;
  /** When set, the form must carry a Content-Type field with one of these values. */
  contentTypes?: string[];
}

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

export interface ByteRange {
  start: number;
  end: number;
}

export interface DownloadUrlOptions {
  expiresInSeconds: number;
  fileName: string;
  /** Show in the browser rather than save; only honoured for types that cannot run script. */
  inline?: boolean;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  createPresignedPost(input: PresignedPostInput): Promise<PresignedPost>;
  head(key: string): Promise<ObjectInfo | null>;
  openReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Streams into the key; the object appears only once complete, and nothing is left behind on failure. */
  writeStream(key: string, stream: Readable): Promise<{ size: number }>;
  move(fromKey: string, toKey: string): Promise<void>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<ObjectInfo[]>;
  deletePrefix(prefix: string): Promise<void>;
  signedDownloadUrl(key: string, opts: DownloadUrlOptions): Promise<string>;
}

export interface StorageContext {
  config: Config;
  clock: Clock;
}
