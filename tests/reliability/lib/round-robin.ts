// A round-robin HTTP balancer on loopback for the scale-out suite: each request (not each connection — callers
// keep connections alive, and a TCP balancer would pin a caller to one process) goes to the next backend in turn.
// It keeps a log of which backend served which request, so a test can show that the calls of one flow really
// were spread over the processes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  backend: number;
  method: string;
  path: string;
  status: number;
}

export interface RoundRobin {
  readonly url: string;
  /** Every request forwarded so far, in arrival order. */
  readonly served: Served[];
  /** Requests per backend, in the order the backends were given. */
  counts(): number[];
  close(): Promise<void>;
}

export async function roundRobin(port: number, backends: readonly number[]): Promise<RoundRobin> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served: Served[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const backend = next++ % backends.length;
    const entry: Served = { backend, method: req.method ?? 'GET', path: req.url ?? '/', status: 0 };
    served.push(entry);
    // The Host header goes through unchanged, as a balancer that "keeps the Host header" does (docs/deployment.md).
    const upstream = http.request(
      { host: '127.0.0.1', port: backends[backend], method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        res.writeHead(entry.status, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      entry.status = 502;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad gateway' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    served,
    counts: () => backends.map((_, i) => served.filter((s) => s.backend === i).length),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
