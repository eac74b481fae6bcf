// Headers stay right (decision 071): what a browser is told on every kind of answer — CSP with
// script-src 'self' and frame-ancestors, HSTS, nosniff, the referrer policy — that foreign origins get no CORS
// grant, and that uploaded HTML and SVG are only ever served as attachments (never run on the portal's origin),
// even when the caller asks for them inline. Pinned against the real app with real sign-ins and real uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPath, requestWithFiles, startSystem, type LightMyRequestResponse, type System } from './lib/system.ts';

const BOB = 'employee@acme-health.example';
const WIDGET_ORIGIN = 'https://intranet.acme-health.example';
const FOREIGN = 'https://evil.example';

let s: System;
beforeAll(async () => {
  s = await startSystem();
});
afterAll(async () => {
  await s?.close();
});

/** The CSP's directives by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectBrowserHeaders(res: LightMyRequestResponse, what: string): void {
  const policy = csp(res);
  expect(policy.get('script-src'), `${what}: script-src`).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'self'"]);
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(res.headers['strict-transport-security'], `${what}: HSTS`).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer policy`).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(res.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  it('on API successes, API errors, unknown paths, the identity provider and the portal configuration', async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['GET /v1/countries', await s.call({ method: 'GET', url: '/v1/countries' })],
      ['GET /v1/userAccount (signed in)', await s.call({ method: 'GET', url: '/v1/userAccount', as: BOB })],
      ['GET /v1/userAccount (401)', await s.call({ method: 'GET', url: '/v1/userAccount' })],
      ['POST /v1/uiLogs (400)', await s.call({ method: 'POST', url: '/v1/uiLogs', payload: {} })],
      ['GET /v1/nothing (404)', await s.call({ method: 'GET', url: '/v1/nothing' })],
      ['GET /nowhere (404)', await s.call({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } })],
      ['GET /portal-config.json', await s.call({ method: 'GET', url: '/portal-config.json' })],
      ['GET /v1/openapi.json', await s.call({ method: 'GET', url: '/v1/openapi.json' })],
      ['GET /oidc/.well-known/openid-configuration', await s.call({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })],
    ];
    expect(answers[0]![1].statusCode).toBe(200);
    expect(answers[1]![1].statusCode).toBe(200);
    expect(answers[2]![1].statusCode).toBe(401);
    for (const [what, res] of answers) expectBrowserHeaders(res, what);
  });

  it('keeps inline scripts out: script-src allows neither unsafe-inline nor unsafe-eval anywhere', async () => {
    const res = await s.call({ method: 'GET', url: '/v1/countries' });
    const header = String(res.headers['content-security-policy']);
    const scripts = csp(res).get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(header).not.toMatch(/script-src-attr\s+[^;]*unsafe-inline/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, url = '/v1/userAccount') =>
    s.call({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });

  it('refuses a foreign origin on preflights and on simple requests, signed in or not', async () => {
    for (const url of ['/v1/userAccount', '/v1/jobRequests', '/v1/countries', '/portal-config.json']) {
      const pre = await preflight(FOREIGN, url);
      expect(pre.headers['access-control-allow-origin'], `preflight ${url}`).toBeUndefined();
    }
    const anonymous = await s.call({ method: 'GET', url: '/v1/countries', headers: { origin: FOREIGN } });
    expect(anonymous.headers['access-control-allow-origin']).toBeUndefined();
    const signedIn = await s.call({ method: 'GET', url: '/v1/userAccount', as: BOB, headers: { origin: FOREIGN } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['access-control-allow-origin']).toBeUndefined();
    // Look-alikes of allowed origins are foreign too.
    for (const origin of [`${WIDGET_ORIGIN}.evil.example`, WIDGET_ORIGIN.replace('https', 'http'), `${s.baseUrl}:1`, 'null']) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it("grants the portal's own origin and a client's registered widget origin, never with credentials", async () => {
    for (const origin of [s.baseUrl, WIDGET_ORIGIN]) {
      const pre = await preflight(origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(pre.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const get = await s.call({ method: 'GET', url: '/v1/countries', headers: { origin } });
      expect(get.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(String(get.headers.vary ?? '').toLowerCase(), origin).toContain('origin');
    }
  });
});

describe('uploaded active content is always an attachment', () => {
  it('serves HTML and SVG as attachments even when asked for inline, with nosniff and the CSP', async () => {
    const files = [
      { fileName: 'page.html', content: '<!doctype html><script>alert(document.domain)</script>' },
      { fileName: 'image.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      { fileName: 'page.htm', content: '<script>alert(2)</script>' },
    ];
    const request = await requestWithFiles(s, BOB, files, 'Active content probe');
    for (const f of files) {
      for (const inline of [true, false]) {
        const res = await s.app.inject({ method: 'GET', url: await downloadPath(s, BOB, request, f.fileName, inline) });
        expect(res.statusCode, `${f.fileName} inline=${inline}`).toBe(200);
        expect(res.body).toBe(f.content);
        expect(String(res.headers['content-disposition']), `${f.fileName} inline=${inline}`).toMatch(/^attachment;/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(csp(res).get('script-src')).toEqual(["'self'"]);
      }
    }
  });

  it('still shows a PDF inline when asked (the rule above is about active content only)', async () => {
    const request = await requestWithFiles(s, BOB, [{ fileName: 'brief.pdf', content: '%PDF-1.4 probe' }], 'Inline probe');
    const res = await s.app.inject({ method: 'GET', url: await downloadPath(s, BOB, request, 'brief.pdf', true) });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
