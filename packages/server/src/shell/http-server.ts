// The process's HTTP(S) server, created before anything else so the probes answer from the first moment of the
// start (decision 097: readiness is 503 while migrations and the job queue start). Until the app is ready a small
// handler answers: /health/live 200, /health/ready and /health 503 with the checks, anything else 503 with
// Retry-After. Then Fastify's handler takes over (buildApp's serverFactory), on the same listening socket.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { isLoopbackAddress, withoutDetail, type Health } from './health.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ProcessServer {
  server: http.Server;
  /** Hands every later request to `handler` (Fastify's). */
  use(handler: Handler): void;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function createProcessServer(health: Health, tls: { key: string; cert: string } | undefined): ProcessServer {
  const starting: Handler = (req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    if (url === '/health/live') return sendJson(res, 200, health.live());
    if (url === '/health/ready' || url === '/health') {
      // No sign-in can be checked yet: /health's detail goes to a loopback caller that no proxy forwarded.
      const detail = isLoopbackAddress(req.socket.remoteAddress) && !req.headers['x-forwarded-for'];
      void Promise.all([url === '/health' ? health.full() : health.ready(), health.ready()]).then(([body, ready]) =>
        sendJson(res, 503, url === '/health' && !detail ? withoutDetail(body, ready) : body),
      );
      return;
    }
    sendJson(res, 503, { message: 'The server is starting, retry shortly' }, { 'retry-after': '5' });
  };
  let current: Handler = starting;
  const dispatch: Handler = (req, res) => current(req, res);
  const server = tls ? https.createServer(tls, dispatch) : http.createServer(dispatch);
  // Fastify's own defaults for servers it creates: no overall request timeout (a 1000 MB upload may take long),
  // keep-alive longer than common load balancers' idle timeouts (60 s) so they close first.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 72_000;
  return { server, use: (handler) => (current = handler) };
}

export function listen(server: http.Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
