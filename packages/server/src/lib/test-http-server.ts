// Test support (imported by tests only): a real HTTP server on 127.0.0.1 that answers as the remote service an
// adapter talks to (OpenAI's audio and chat APIs, DeepL, LibreTranslate), so requests, retries, timeouts and
// answer handling are exercised over a socket. Each request is recorded (method, path, headers, form fields,
// the uploaded file, a JSON body) and answered by the test's function with the service's documented shapes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export interface RecordedRequest {
  method: string;
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

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(answer: (req: RecordedRequest, index: number) => Reply | Promise<Reply>): Promise<TestServer> {
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
  const out: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '', headers: req.headers, fields: [] };
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
    if (type.startsWith('application/x-www-form-urlencoded')) out.fields = [...new URLSearchParams(text)];
  }
  return out;
}
