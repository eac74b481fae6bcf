// The client's own website for the embedding specs: tests/hosts/ served from a SECOND loopback origin (its own
// port, http on 127.0.0.1, a secure context) that is registered as a widget origin of the Acme test client
// through the staff call the product offers (PUT /v1/clientConfigs/{clientId}/widgetOrigins). The pages name
// the Lingua server as https://portal.lingua.example, the address the embed reference's snippets use; this
// server puts the real one in. Nothing of ours is served from here: only the host's own pages and its own
// copy of React 18 (the page that runs another React).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { signIn } from '../../packages/server/test/sign-in.ts';
import { httpRequest } from '../../packages/server/test/sign-in.ts';
import { elementSnippet, SNIPPET_SERVER } from '../../packages/widgets/src/embed/snippet.ts';

const HOSTS = path.resolve(import.meta.dirname, '../hosts');
const MODULES = path.resolve(import.meta.dirname, '../node_modules');
const MANIFEST = path.resolve(import.meta.dirname, '../../packages/widgets/custom-elements.json');

/** The host's own scripts, from the test-only npm packages of tests/ (never files of the product). */
const VENDOR: Record<string, string> = {
  '/vendor/react.js': path.join(MODULES, 'react18/umd/react.production.min.js'),
  '/vendor/react-dom.js': path.join(MODULES, 'react-dom18/umd/react-dom.production.min.js'),
};

/** The host's own script and style files in tests/hosts. */
const HOST_ASSETS: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The strict-CSP pages' policy (the one docs/embedding.md documents): no unsafe-inline, no unsafe-eval. */
export function strictCsp(server: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${server}`,
    `connect-src ${server}`,
    // The elements' style elements carry the loader script's nonce; constructed style sheets need nothing.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' ${server} data: blob:`,
    `font-src ${server} data:`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export interface ForeignHosts {
  /** The host site's origin, e.g. http://127.0.0.1:21802. */
  origin: string;
  /** Address of a host page (a file of tests/hosts). */
  url: (page: string) => string;
  close: () => Promise<void>;
}

/** Where a page's elements go: `?tags=a,b` puts each element's documented snippet there. */
const ELEMENTS_MARKER = '<!-- LINGUA-ELEMENTS -->';

/** Required attributes per tag, from the generated custom-elements manifest (what the docs' snippets write). */
function requiredByTag(): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: Array<{ declarations: Array<{ tagName: string; attributes?: Array<{ name: string; required?: boolean }> }> }>;
  };
  const out = new Map<string, string[]>();
  for (const m of manifest.modules) for (const d of m.declarations) out.set(d.tagName, (d.attributes ?? []).filter((a) => a.required).map((a) => a.name));
  return out;
}

function withElements(html: string, tags: string[]): string {
  const required = requiredByTag();
  const slots = tags.map((tag) => `<div class="slot">${elementSnippet(tag, required.get(tag))}</div>`).join('\n    ');
  return html.replace(ELEMENTS_MARKER, slots);
}

export async function startForeignHosts(server: string, port: number): Promise<ForeignHosts> {
  const httpServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const vendor = VENDOR[url.pathname];
    if (vendor) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(readFileSync(vendor));
      return;
    }
    const name = path.basename(url.pathname);
    const asset = HOST_ASSETS[path.extname(name)];
    if (asset && /^[\w-]+\.\w+$/.test(name)) {
      try {
        const body = readFileSync(path.join(HOSTS, name));
        res.writeHead(200, { 'content-type': asset });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    if (!/^[\w-]+\.html$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    let html: string;
    try {
      html = readFileSync(path.join(HOSTS, name), 'utf8');
    } catch {
      res.writeHead(404).end();
      return;
    }
    html = withElements(html, (url.searchParams.get('tags') ?? '').split(',').filter((t) => /^lingua-[a-z0-9-]+$/.test(t)));
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (name.startsWith('strict-csp')) {
      const nonce = randomBytes(16).toString('base64');
      headers['content-security-policy'] = strictCsp(server, nonce);
      html = html.replaceAll('{{NONCE}}', nonce);
    }
    res.writeHead(200, headers);
    res.end(html.replaceAll(SNIPPET_SERVER, server));
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    origin,
    url: (page) => `${origin}/${page}`,
    close: () => new Promise((resolve) => httpServer.close(() => resolve())),
  };
}

/** Registers `origin` as a widget origin of the Acme client, as staff would (the admin call). */
export async function registerWidgetOrigin(server: string, origin: string, adminUser: string, password: string): Promise<void> {
  const { idToken } = await signIn(server, adminUser, password);
  const auth = { authorization: `Bearer ${idToken}`, accept: 'application/json' };
  const clients = await httpRequest(`${server}/v1/clientConfigs?emailDomain=acme-health.example`, { headers: auth });
  const acme = (JSON.parse(clients.body) as Array<{ clientId: string }>)[0];
  if (!acme) throw new Error(`no Acme client: ${clients.status} ${clients.body}`);
  const current = await httpRequest(`${server}/v1/clientConfigs/${acme.clientId}/widgetOrigins`, { headers: auth });
  const origins = (JSON.parse(current.body) as { widgetOrigins: string[] }).widgetOrigins;
  if (origins.includes(origin)) return;
  const saved = await httpRequest(`${server}/v1/clientConfigs/${acme.clientId}/widgetOrigins`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ widgetOrigins: [...origins, origin] }),
  });
  if (saved.status !== 200) throw new Error(`registering ${origin} failed: ${saved.status} ${saved.body}`);
}
