// Test support (imported by the adapter tests only): a real HTTP server on 127.0.0.1 that answers like a server
// speaking the OpenAI audio API, so the adapters' requests, retries, timeouts and answer handling are exercised
// over a socket. Each request is recorded (path, headers, form fields, the uploaded file) and answered by the
// test's function; the answers are the documented shapes kept in the tests as fixtures.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Form fields in order (a repeated field appears once per value). */
  fields: Array<[string, string]>;
  file?: Buffer;
  json?: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Never answer (the client's timeout must end the call). */
  hang?: boolean;
}

export interface TestAudioServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startAudioServer(answer: (req: RecordedRequest, index: number) => Reply | Promise<Reply>): Promise<TestAudioServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const recorded = await record(req);
      requests.push(recorded);
      const reply = await answer(recorded, requests.length - 1);
      if (reply.hang) return;
      const body = reply.body === undefined ? '' : Buffer.isBuffer(reply.body) || typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const type = typeof reply.body === 'object' && !Buffer.isBuffer(reply.body) ? { 'content-type': 'application/json' } : {};
      res.writeHead(reply.status ?? 200, { ...type, ...reply.headers });
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function record(req: http.IncomingMessage): Promise<RecordedRequest> {
  const out: RecordedRequest = { path: req.url ?? '', headers: req.headers, fields: [] };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    await new Promise<void>((resolve, reject) => {
      const bb = busboy({ headers: req.headers });
      bb.on('field', (name, value) => out.fields.push([name, value]));
      bb.on('file', (_name, stream) => {
        const parts: Buffer[] = [];
        stream.on('data', (b: Buffer) => parts.push(b));
        stream.on('end', () => (out.file = Buffer.concat(parts)));
      });
      bb.on('close', resolve);
      bb.on('error', reject);
      req.pipe(bb);
    });
  } else {
    const parts: Buffer[] = [];
    for await (const chunk of req) parts.push(chunk as Buffer);
    const text = Buffer.concat(parts).toString('utf8');
    if (type.startsWith('application/json') && text) out.json = JSON.parse(text) as Record<string, unknown>;
  }
  return out;
}

/** A 16-bit PCM mono WAV of the samples (Int16 values). `streamed` writes 0xFFFFFFFF sizes, as streaming servers do. */
export function wavOf(samples: Int16Array, sampleRate: number, streamed = false): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(streamed ? 0xffffffff : 36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(streamed ? 0xffffffff : data.length, 40);
  return Buffer.concat([h, data]);
}

/** Tone bursts of `toneSeconds` at 440 Hz separated by `gapSeconds` of silence, for `seconds` in all. */
export function bursts(seconds: number, toneSeconds: number, gapSeconds: number, sampleRate = 16_000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const period = toneSeconds + gapSeconds;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    if (t % period < toneSeconds) samples[i] = Math.round(8000 * Math.sin(2 * Math.PI * 440 * t));
  }
  return samples;
}
