// The two ceilings api-load.ts measures the API against, as a process of its own on loopback with the product's
// certificate: GET /json answers a constant JSON body (what Fastify over TLS can do at all), GET /query/:id runs
// one indexed PostgreSQL query (the primary-key look-up of an account, on a pool of the product's size) and
// answers its row — the least an authenticated read that touches the database can cost. For upload.ts,
// POST /sink reads a request body and throws it away: what TLS over loopback can carry at all.
//
//   node tests/bench/lib/ceiling-server.ts <port> <databaseUrl or -> <tlsDir>
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, tlsDir] = process.argv.slice(2) as [string, string, string];
const pool = databaseUrl === '-' ? undefined : new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({
  https: {
    key: await readFile(path.join(tlsDir, 'localhost-key.pem'), 'utf8'),
    cert: await readFile(path.join(tlsDir, 'localhost-cert.pem'), 'utf8'),
  },
});
app.get('/json', async () => ({ username: 'ceiling@bench.example', roles: ['CLIENT'], applications: ['reports'] }));
app.get<{ Params: { id: string } }>('/query/:id', async (req) => {
  const { rows } = await pool!.query('select id, username, email, first_name, last_name from user_accounts where id = $1', [req.params.id]);
  return rows[0] ?? {};
});
app.addContentTypeParser('*', (_req, payload, done) => {
  let bytes = 0;
  payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
  payload.on('end', () => done(null, bytes));
  payload.on('error', (err) => done(err));
});
app.post('/sink', async (req) => ({ bytes: req.body }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`ceiling server listening on ${port}`);
const stop = () => void app.close().then(() => pool?.end()).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
