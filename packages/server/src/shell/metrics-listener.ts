// The metrics listener (docs/operations.md "Metrics"): GET /metrics on a port of its own, so the API's port carries
// none for the public to read. Part of the process shell: main.ts opens and closes it with the API.
import http from 'node:http';
import type { Metrics } from '../instrumentation/metrics.ts';

/** GET /metrics on its own listener; anything else 404. */
export function serveMetrics(metrics: Metrics, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err instanceof Error ? err.message : String(err)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
