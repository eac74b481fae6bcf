// The built portal (at /) and widget bundle (at /widgets/), when those folders exist. Unknown GETs that want
// HTML get the portal's index.html so client-side routes (/reports/42, /coupa/...) survive a reload; API,
// identity and asset paths keep their JSON 404. The widget bundle is public and CORS-open: the loader runs on
// clients' intranet pages and imports its chunks from there with dynamic import(), a CORS request.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NEVER_SPA = /^\/(v1|oidc|widgets|dev)(\/|$)/;

export async function staticFiles(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  if (fs.existsSync(config.widgetsDist)) {
    await app.register(fastifyStatic, {
      root: config.widgetsDist,
      prefix: '/widgets/',
      decorateReply: false,
      // Hosts pin the loader URL; chunks are content-hashed and can be cached for long.
      maxAge: '5m',
      // The build writes .br and .gz beside each file (decision 081): sent to browsers that accept them.
      preCompressed: true,
      // Public files without credentials: any origin may load them (the API's own CORS list is separate).
      setHeaders: (reply) => {
        void reply.header('access-control-allow-origin', '*');
      },
    });
  }
  if (fs.existsSync(config.portalDist)) {
    await app.register(fastifyStatic, {
      root: config.portalDist,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      // index.html names the hashed assets of the current build: never serve a stale one after a deploy. The
      // assets' names change with their content, so a browser keeps them for good.
      setHeaders: (reply, filePath) => {
        if (/\.html(\.br|\.gz)?$/.test(filePath)) void reply.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
}

// Kept in memory between requests; re-read when the file changes, so a rebuilt portal (new hashed asset names)
// is served without restarting the server.
let indexHtml: { file: string; mtimeMs: number; size: number; html: string } | undefined;

/** Sends the portal's index.html for a browser navigation to a client-side route; false when it does not apply. */
export function sendSpaIndex(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (NEVER_SPA.test(pathname)) return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  const file = path.join(app.ctx.config.portalDist, 'index.html');
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return false;
  if (indexHtml?.file !== file || indexHtml.mtimeMs !== stat.mtimeMs || indexHtml.size !== stat.size) {
    indexHtml = { file, mtimeMs: stat.mtimeMs, size: stat.size, html: fs.readFileSync(file, 'utf8') };
  }
  void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml.html);
  return true;
}
