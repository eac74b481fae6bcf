// A clamd client (INSTREAM, VERSION) over a unix socket or TCP: the file goes as length-prefixed chunks with the
// stream's back-pressure, so any size passes through a few chunks of memory (decision 175).
import net from 'node:net';
import type { Readable } from 'node:stream';

export type ClamdAddress = { path: string } | { host: string; port: number };

/** What clamd found: nothing, a signature, or a file beyond its limits (a Heuristics.Limits.Exceeded alert). */
export type ScanResult = { verdict: 'clean' } | { verdict: 'infected'; signature: string } | { verdict: 'over-limits'; reason: string };

/** The daemon could not be reached or did not finish the scan: the file is neither clean nor infected. */
export class ScannerUnavailable extends Error {
  override readonly name = 'ScannerUnavailable';
}

/** clamd answers this (and closes) when a stream passes its StreamMaxLength. */
const SIZE_LIMIT = /size limit exceeded/i;
/** ClamAV's alerts for a file it did not scan whole (AlertExceedsMax): MaxFileSize, MaxScanSize, MaxRecursion, MaxFiles… */
const LIMITS_EXCEEDED = /^Heuristics\.Limits\.Exceeded\.?(.*)$/;

export function parseScanAnswer(answer: string): ScanResult {
  const text = answer.replace(/\0+$/, '').trim();
  if (SIZE_LIMIT.test(text)) return { verdict: 'over-limits', reason: 'StreamMaxLength' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) {
    const signature = found[1]!;
    const limit = LIMITS_EXCEEDED.exec(signature);
    return limit ? { verdict: 'over-limits', reason: limit[1] || 'limits' } : { verdict: 'infected', signature };
  }
  if (text === 'stream: OK') return { verdict: 'clean' };
  throw new ScannerUnavailable(`clamd: ${text || 'no answer'}`);
}

const CHUNK_BYTES = 1024 * 1024;

export class ClamdClient {
  readonly address: ClamdAddress;
  readonly #timeoutMs: number;

  constructor(address: ClamdAddress, timeoutMs = 60_000) {
    this.address = address;
    this.#timeoutMs = timeoutMs;
  }

  /** `ClamAV 1.4.6/27480/Sat Dec  7 09:18:01 2024`: the engine, then the signatures' version and date when official ones are loaded. */
  async version(): Promise<string> {
    return (await this.#command('zVERSION\0')).replace(/\0+$/, '').trim();
  }

  async scan(stream: Readable): Promise<ScanResult> {
    return parseScanAnswer(await this.#command('zINSTREAM\0', stream));
  }

  #connect(): net.Socket {
    return 'path' in this.address ? net.createConnection({ path: this.address.path }) : net.createConnection({ host: this.address.host, port: this.address.port });
  }

  #command(command: string, stream?: Readable): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = this.#connect();
      const answer: Buffer[] = [];
      let settled = false;
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        stream?.destroy();
        reject(err instanceof ScannerUnavailable ? err : new ScannerUnavailable(`clamd: ${err instanceof Error ? err.message : String(err)}`));
      };
      const finish = () => {
        if (settled) return;
        settled = true;
        socket.destroy();
        stream?.destroy();
        resolve(Buffer.concat(answer).toString('utf8'));
      };
      socket.setTimeout(this.#timeoutMs, () => fail(new ScannerUnavailable(`clamd did not answer within ${this.#timeoutMs} ms`)));
      socket.on('data', (d: Buffer) => answer.push(d));
      // clamd may answer before the stream ends (a size limit) and close: what it said is the answer.
      socket.on('error', (err: NodeJS.ErrnoException) => (answer.length && (err.code === 'EPIPE' || err.code === 'ECONNRESET') ? finish() : fail(err)));
      socket.on('end', finish);
      socket.on('close', () => (answer.length ? finish() : fail(new ScannerUnavailable('clamd closed the connection without an answer'))));
      socket.once('connect', () => {
        socket.write(command);
        if (!stream) return;
        sendChunks(socket, stream).then(
          () => undefined,
          (err: unknown) => (answer.length ? finish() : fail(err)),
        );
      });
    });
  }
}

async function sendChunks(socket: net.Socket, stream: Readable): Promise<void> {
  for await (const data of stream as AsyncIterable<Buffer | string>) {
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    for (let at = 0; at < buf.length; at += CHUNK_BYTES) {
      const part = buf.subarray(at, at + CHUNK_BYTES);
      const head = Buffer.alloc(4);
      head.writeUInt32BE(part.length);
      socket.write(head);
      if (!socket.write(part)) await waitForDrain(socket);
      if (socket.destroyed) return;
    }
  }
  socket.write(Buffer.alloc(4));
}

function waitForDrain(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}
