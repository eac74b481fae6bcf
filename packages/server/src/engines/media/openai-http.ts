// POSTs to an OpenAI audio API server (lib/retry.ts). node:http, not fetch: fetch gives up on answers slower than
// 5 minutes, which a CPU Whisper server can take. The body streams from disk per attempt.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { isRetryableStatus, retryAfterMs, retryDelayMs, serviceSaid, sleep } from '../../lib/retry.ts';
import { MediaError } from './engine.ts';

export interface ServiceSettings {
  url: string;
  key: string | undefined;
  model: string;
  timeoutMs: number;
  retries: number;
  /** The first delay before asking again; each further one doubles (a server's Retry-After wins). */
  retryBaseMs: number;
}

export interface RequestBody {
  contentType: string;
  length: number;
  open(): Readable;
}

export function jsonBody(value: unknown): RequestBody {
  const bytes = Buffer.from(JSON.stringify(value));
  return { contentType: 'application/json', length: bytes.length, open: () => Readable.from([bytes]) };
}

export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  head: Buffer;
  path: string;
  start: number;
  /** Exclusive. */
  end: number;
}

export function multipartBody(fields: ReadonlyArray<readonly [string, string]>, file: FilePart): RequestBody {
  const boundary = `----lingua${randomBytes(12).toString('hex')}`;
  const before = Buffer.from(
    fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const after = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = Math.max(0, file.end - file.start);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: before.length + file.head.length + size + after.length,
    open: () =>
      Readable.from(
        (async function* () {
          yield before;
          yield file.head;
          if (size > 0) yield* createReadStream(file.path, { start: file.start, end: file.end - 1 });
          yield after;
        })(),
      ),
  };
}

export interface Refusal {
  status: number;
  message: string;
}

export type Answer<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export function baseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
}

export class OpenAiService {
  readonly settings: ServiceSettings;
  /** How the service is named in reasons shown to users, e.g. "speech recognition". */
  readonly what: string;

  constructor(settings: ServiceSettings, what: string) {
    this.settings = { ...settings, url: baseUrl(settings.url) };
    this.what = what;
  }

  /** `read` runs within the attempt's timeout; a refusal is `{ ok: false }`; retries spent: a MediaError. */
  async post<T>(path: string, body: () => RequestBody, read: (res: IncomingMessage) => Promise<T>, signal?: AbortSignal): Promise<Answer<T>> {
    const attempts = this.settings.retries + 1;
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw this.aborted();
      const timeout = AbortSignal.timeout(this.settings.timeoutMs);
      const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let failure: { kind: 'status'; status: number; message: string; retryAfterMs?: number } | { kind: 'timeout' } | { kind: 'network'; message: string };
      try {
        const res = await this.send(path, body(), attemptSignal);
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) return { ok: true, value: await read(res) };
        const message = await errorText(res);
        if (!isRetryableStatus(status)) return { ok: false, status, message };
        const asked = retryAfterMs(res.headers['retry-after']);
        failure = { kind: 'status', status, message, ...(asked === undefined ? {} : { retryAfterMs: asked }) };
      } catch (err) {
        if (signal?.aborted) throw this.aborted();
        if (err instanceof MediaError) throw err;
        failure = timeout.aborted ? { kind: 'timeout' } : { kind: 'network', message: (err as Error).message };
      }
      if (attempt >= attempts) throw this.gaveUp(failure, attempts);
      const wait = retryDelayMs(attempt, this.settings.retryBaseMs, failure.kind === 'status' ? failure.retryAfterMs : undefined);
      await sleep(wait, signal).catch(() => {
        throw this.aborted();
      });
    }
  }

  refused(refusal: Refusal): MediaError {
    const said = refusal.message ? ` It said: ${refusal.message}` : '';
    const sentence =
      refusal.status === 401 || refusal.status === 403
        ? `The ${this.what} service did not accept the configured key (HTTP ${refusal.status}).`
        : refusal.status === 404
          ? `The ${this.what} service has no such endpoint or model "${this.settings.model}" (HTTP 404).`
          : refusal.status === 413
            ? `The ${this.what} service would not take a file this large (HTTP 413).`
            : `The ${this.what} service refused the request (HTTP ${refusal.status}).`;
    return new MediaError('ENGINE_REJECTED', `${sentence}${said}`);
  }

  private gaveUp(
    failure: { kind: 'status'; status: number; message: string } | { kind: 'timeout' } | { kind: 'network'; message: string },
    attempts: number,
  ): MediaError {
    const times = attempts === 1 ? 'once' : `${attempts} times`;
    const used = { retriesUsed: true };
    if (failure.kind === 'timeout')
      return new MediaError('ENGINE_TIMEOUT', `The ${this.what} service did not answer within ${Number((this.settings.timeoutMs / 1000).toFixed(1))} seconds (tried ${times}).`, used);
    if (failure.kind === 'network')
      return new MediaError('ENGINE_FAILURE', `The ${this.what} service could not be reached (tried ${times}): ${failure.message}.`, used);
    const said = failure.message ? ` It said: ${failure.message}` : '';
    return new MediaError('ENGINE_FAILURE', `The ${this.what} service was busy or failing (HTTP ${failure.status}, tried ${times}).${said}`, used);
  }

  private aborted(): MediaError {
    return new MediaError('ABORTED', `The ${this.what} request was stopped.`);
  }

  private send(path: string, body: RequestBody, signal: AbortSignal): Promise<IncomingMessage> {
    const url = new URL(`${this.settings.url}${path}`);
    const client = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string | number> = { 'content-type': body.contentType, 'content-length': body.length, accept: '*/*' };
    if (this.settings.key) headers.authorization = `Bearer ${this.settings.key}`;
    return new Promise((resolve, reject) => {
      const req = client.request(url, { method: 'POST', headers, signal }, resolve);
      req.on('error', reject);
      const stream = body.open();
      stream.on('error', (err) => req.destroy(err));
      stream.pipe(req);
    });
  }
}

/** The server's own words from an error answer: OpenAI's `error.message`, FastAPI's `detail`, or the text. */
async function errorText(res: IncomingMessage): Promise<string> {
  return serviceSaid((await readBody(res, 64 * 1024).catch(() => Buffer.alloc(0))).toString('utf8'));
}

/** The whole answer, refused beyond `limit` bytes (a JSON transcript or an error text is far smaller). */
export async function readBody(res: IncomingMessage, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      res.destroy();
      throw new MediaError('ENGINE_FAILURE', `The answer was larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    }
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}
