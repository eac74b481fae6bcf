// The published contract and the server agree: every call /v1/openapi.json documents without marking it
// planned is served, every planned one is not (flip the mark when serving it), and every /v1 route the server
// registers is a documented call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { toFastifyPath } from '@lingua/contract';
import { buildTestApp, type TestApp } from './helpers.ts';

// Routes under /v1 that are about the API rather than calls of it.
const NOT_CALLS = new Set(['GET /v1/openapi.json']);

let t: TestApp;
const served = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({
    seed: 'reference',
    app: {
      configure: (app) =>
        app.addHook('onRoute', (r: RouteOptions) => {
          for (const method of [r.method].flat()) {
            if (method !== 'HEAD' && r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs')) served.add(`${method} ${r.url}`);
          }
        }),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  operationId: string;
  'x-lingua-status'?: string;
}

async function documented(): Promise<Array<{ key: string; op: Operation }>> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} /v1${toFastifyPath(path)}`, op })),
  );
}

describe('/v1/openapi.json and the served routes', () => {
  it('serves every documented call that is not marked planned, and none that is', async () => {
    const docs = await documented();
    const missing = docs.filter((d) => d.op['x-lingua-status'] !== 'planned' && !served.has(d.key)).map((d) => d.op.operationId);
    const plannedButServed = docs.filter((d) => d.op['x-lingua-status'] === 'planned' && served.has(d.key)).map((d) => d.op.operationId);
    expect(missing, 'documented but not served: serve them or mark them planned').toEqual([]);
    expect(plannedButServed, 'served but marked planned: remove them from PLANNED_CALLS').toEqual([]);
  });

  it('documents every /v1 route the server registers', async () => {
    const keys = new Set((await documented()).map((d) => d.key));
    const undocumented = [...served].filter((r) => !keys.has(r) && !NOT_CALLS.has(r));
    expect(undocumented).toEqual([]);
  });
});
