// Cross-cutting behaviour of the composition root: error bodies, 404s, security headers, CORS, rate limits,
// the portal configuration, OpenAPI and static front-ends.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@lingua/contract';
import { buildTestApp, type TestApp } from './helpers.ts';
import { loadConfig } from '../src/config/config.ts';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: 'reference',
      app: {
        configure: (app) => {
          app.get('/v1/test/boom', async () => {
            throw new Error('secret internal detail at /srv/app.ts:42');
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers unknown routes with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/noSuchCall' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
    const other = await t.app.inject({ method: 'DELETE', url: '/v1/languages' });
    expect(other.statusCode).toBe(404);
  });

  it('names the missing field of a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/uiLogs', payload: { message: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'level is required', errorCode: 'INVALID_PARAMETER' });
  });

  it('names the invalid query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/clientConfigs/1000/customFieldDefinitions?category=NOPE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^category /);
    expect(res.json().errorCode).toBe('INVALID_PARAMETER');
  });

  it('rejects malformed JSON with a 400 error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uiLogs',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": "ERROR",',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['errorCode', 'message']);
  });

  it('never sends a stack trace or internal message on a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('app.ts');
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'reference' });
  });
  afterAll(() => t.close());

  it('sends CSP, HSTS and friends on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/v1/userAccount',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it("allows a client's registered widget origin", async () => {
    const res = await preflight('https://intranet.acme-health.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://intranet.acme-health.example');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows the portal origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/countries', headers: { origin: 'https://portal.test' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.test');
  });

  it('does not allow an unknown origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/v1/countries', headers: { origin: 'https://evil.example' } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'reference', config: { rateLimit: { publicMax: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('limits public calls per IP with a 429 error body', async () => {
    const call = (ip: string) => t.app.inject({ method: 'GET', url: '/v1/countries', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await call('10.0.0.1')).statusCode).toBe(200);
    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(typeof limited.json().message).toBe('string');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address has its own budget.
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('does not limit calls that require a signed-in user', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/userAccount', remoteAddress: '10.0.0.3' });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('portal configuration and OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  it('serves /portal-config.json for the embedded issuer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      apiBase: 'https://portal.test/v1',
      authority: 'https://portal.test/oidc',
      clientId: 'lingua-portal',
      scopes: ['openid', 'profile', 'email', 'account.admin'],
      links: { projectManagement: 'https://xtrf.lingua.example/{kind}s/{id}' },
    });
  });

  it('lists every contract call in /v1/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const call of Object.values(calls)) {
      expect(doc.paths[call.path]?.[call.method.toLowerCase()]?.operationId, `${call.method} ${call.path}`).toBe(call.operationId);
    }
  });

  it('serves a browsable documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const initializer = await t.app.inject({ method: 'GET', url: '/v1/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('portal configuration of a deployment with external pages and tracking (spec 2 §2, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const env = {
      INVOICES_URL: 'https://billing.example/invoices',
      INTERPRETING_SERVICE_URL: 'https://interpreting.example/book',
      PROJECT_SYSTEM_LINK_URL: 'https://xtrf.example/api/portal-link',
      TRACKING_URL: 'https://analytics.example/collect',
    };
    const { externalLinks, trackingUrl } = loadConfig(env);
    t = await buildTestApp({ seed: 'none', config: { externalLinks, trackingUrl } });
  });
  afterAll(() => t.close());

  it('serves each configured card link and the tracking destination', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(res.json()).toMatchObject({
      links: {
        invoices: 'https://billing.example/invoices',
        llsInterpretingService: 'https://interpreting.example/book',
        xtrfDashboard: 'https://xtrf.example/api/portal-link',
      },
      trackingUrl: 'https://analytics.example/collect',
    });
    expect(() => loadConfig({ INVOICES_URL: 'billing.example' })).toThrow(/INVOICES_URL/);
    // The browser calls the project system and the tracking destination: the CSP lets it.
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/xtrf\.example https:\/\/analytics\.example/);
  });
});

describe('static front-ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'none' });
    // The helper points portalDist and widgetsDist into the test's data directory; build tiny ones there
    // and rebuild the app so the static plugin sees them.
    await t.app.close();
    const portal = t.ctx.config.portalDist;
    const widgets = t.ctx.config.widgetsDist;
    await fs.mkdir(path.join(portal, 'assets'), { recursive: true });
    await fs.writeFile(path.join(portal, 'index.html'), '<!doctype html><title>Lingua Portal</title>');
    await fs.writeFile(path.join(portal, 'assets', 'app.js'), 'console.log(1)');
    await fs.mkdir(widgets, { recursive: true });
    await fs.writeFile(path.join(widgets, 'loader.js'), 'export {}');
    // The build's compressed copies (decision 081), with bodies the test can tell apart from the original.
    await fs.writeFile(path.join(portal, 'assets', 'app.js.br'), 'brotli bytes');
    await fs.writeFile(path.join(widgets, 'loader.js.gz'), 'gzip bytes');
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp(t.ctx);
    await app.ready();
    t = { ...t, app, close: async () => { await app.close(); await t.ctx.close(); } };
  });
  afterAll(() => t.close());

  it('serves portal assets and the widget bundle', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const loader = await t.app.inject({ method: 'GET', url: '/widgets/loader.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends the build’s compressed copy to a browser that accepts it, and keeps hashed assets for good', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url: '/widgets/loader.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    expect(gz.headers['access-control-allow-origin']).toBe('*');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('lets any origin load the widget bundle (the loader imports its chunks from client pages)', async () => {
    const loader = await t.app.inject({ method: 'GET', url: '/widgets/loader.js', headers: { origin: 'https://intranet.example.com' } });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const page = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { origin: 'https://intranet.example.com' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('falls back to index.html for client-side routes that accept HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reports/42', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Lingua Portal');
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Lingua Portal');
  });

  it('serves the rebuilt index.html for client-side routes after a rebuild, without a restart', async () => {
    const index = path.join(t.ctx.config.portalDist, 'index.html');
    const first = await t.app.inject({ method: 'GET', url: '/reports/7', headers: { accept: 'text/html' } });
    expect(first.body).toContain('Lingua Portal');
    await fs.writeFile(index, '<!doctype html><title>Lingua Portal, rebuilt</title>');
    // A later modification time, as a rebuild a moment later would leave.
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(index, later, later);
    const rebuilt = await t.app.inject({ method: 'GET', url: '/reports/7', headers: { accept: 'text/html' } });
    expect(rebuilt.body).toContain('Lingua Portal, rebuilt');
  });

  it('keeps JSON 404s for API paths and non-HTML requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found' });
    const json = await t.app.inject({ method: 'GET', url: '/reports/42', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const missingAsset = await t.app.inject({ method: 'GET', url: '/widgets/none.js', headers: { accept: 'text/html' } });
    expect(missingAsset.statusCode).toBe(404);
  });
});
