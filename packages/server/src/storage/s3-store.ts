// Production object store: S3 or any S3-compatible service (MinIO, R2, ...) through the AWS SDK. Credentials come
// from the SDK's default chain (environment, profile, instance role). Browsers upload with S3's own presigned
// POST under the same conditions as the local store and download through presigned GET URLs.
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { notFound } from '../lib/errors.ts';
import { contentDisposition } from './filename.ts';
import { contentTypeFor, inlineAllowed } from './content-types.ts';
import { assertValidKey, asDirectoryPrefix } from './keys.ts';
import type { ByteRange, DownloadUrlOptions, ObjectInfo, ObjectStore, PresignedPost, PresignedPostInput } from './object-store.ts';
import { FILENAME_PLACEHOLDER } from './upload-policy.ts';

// Parts of a streamed write are buffered to this size: S3 wants at least 5 MiB per part but the last, and
// 8 MiB keeps memory per upload small while staying well under the 10,000-part limit for 1000 MB files.
const PART_BYTES = 8 * 1024 * 1024;

type S3Config = { bucket: string; region: string; endpoint: string | undefined };

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(cfg: S3Config, client?: S3Client) {
    this.#bucket = cfg.bucket;
    // Compatible services behind a custom endpoint usually want path-style addressing.
    this.#client = client ?? new S3Client({ region: cfg.region, ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}) });
  }

  async createPresignedPost(input: PresignedPostInput): Promise<PresignedPost> {
    const prefix = asDirectoryPrefix(input.keyPrefix);
    assertValidKey(prefix.slice(0, -1));
    const conditions: NonNullable<PresignedPostOptions['Conditions']> = [['content-length-range', input.minBytes ?? 0, input.maxBytes]];
    const fields: Record<string, string> = {};
    const types = input.contentTypes ?? [];
    if (types.length === 1) {
      // One allowed type: pin it and hand the field out, so the browser need not send it.
      fields['Content-Type'] = types[0]!;
    } else if (types.length > 1) {
      // S3 policies have no "one of" condition: the common prefix ("image/") is the tightest S3 can check.
      conditions.push(['starts-with', '$Content-Type', commonPrefix(types)]);
    }
    // The SDK adds ["starts-with", "$key", prefix] itself for a key ending in ${filename}.
    const key = `${prefix}${FILENAME_PLACEHOLDER}`;
    const post = await createPresignedPost(this.#client, {
      Bucket: this.#bucket,
      Key: key,
      Conditions: conditions,
      Fields: fields,
      Expires: input.expiresInSeconds,
    });
    return { url: post.url, fields: { ...post.fields, key } };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const r = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { key, size: r.ContentLength ?? 0, lastModified: r.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async openReadStream(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const r = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      // In Node the body is an http.IncomingMessage (a Readable) with SDK helpers mixed in.
      return r.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw notFound('Object not found', 'NoSuchKey');
      throw err;
    }
  }

  async writeStream(key: string, stream: Readable): Promise<{ size: number }> {
    assertValidKey(key);
    // PutObject needs the length up front; a stream of unknown length goes up as a multipart upload, part by part,
    // so at most one part is in memory. Small objects (one part) use a single PutObject.
    let uploadId: string | undefined;
    const parts: { ETag: string; PartNumber: number }[] = [];
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let size = 0;
    const flushPart = async () => {
      if (!uploadId) {
        const r = await this.#client.send(new CreateMultipartUploadCommand({ Bucket: this.#bucket, Key: key }));
        uploadId = r.UploadId!;
      }
      const PartNumber = parts.length + 1;
      const r = await this.#client.send(
        new UploadPartCommand({ Bucket: this.#bucket, Key: key, UploadId: uploadId, PartNumber, Body: Buffer.concat(buffered) }),
      );
      parts.push({ ETag: r.ETag!, PartNumber });
      buffered = [];
      bufferedBytes = 0;
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        buffered.push(chunk);
        bufferedBytes += chunk.length;
        size += chunk.length;
        if (bufferedBytes >= PART_BYTES) await flushPart();
      }
      if (!uploadId) {
        await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: Buffer.concat(buffered) }));
        return { size };
      }
      if (bufferedBytes > 0) await flushPart();
      await this.#client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.#bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size };
    } catch (err) {
      if (uploadId) {
        await this.#client.send(new AbortMultipartUploadCommand({ Bucket: this.#bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      }
      throw err;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    assertValidKey(fromKey);
    assertValidKey(toKey);
    try {
      // CopySource is "bucket/key" with the key URL-encoded (slashes may stay).
      const source = `${this.#bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
      await this.#client.send(new CopyObjectCommand({ Bucket: this.#bucket, Key: toKey, CopySource: source }));
    } catch (err) {
      if (isNotFound(err)) throw notFound('Object not found', 'NoSuchKey');
      throw err;
    }
    await this.delete(fromKey);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    const dir = asDirectoryPrefix(prefix);
    assertValidKey(dir.slice(0, -1));
    const found: ObjectInfo[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: dir, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = asDirectoryPrefix(prefix);
    assertValidKey(dir.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: dir, ContinuationToken: token }));
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (objects.length) await this.#client.send(new DeleteObjectsCommand({ Bucket: this.#bucket, Delete: { Objects: objects, Quiet: true } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedDownloadUrl(key: string, opts: DownloadUrlOptions): Promise<string> {
    assertValidKey(key);
    const type = contentTypeFor(opts.fileName);
    const inline = Boolean(opts.inline) && inlineAllowed(type);
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(opts.fileName, inline),
      ResponseContentType: type,
    });
    return getSignedUrl(this.#client, command, { expiresIn: opts.expiresInSeconds });
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function commonPrefix(values: string[]): string {
  let p = values[0] ?? '';
  for (const v of values) while (!v.startsWith(p)) p = p.slice(0, -1);
  return p;
}
