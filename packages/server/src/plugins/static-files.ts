// The built portal (at /) and widget bundle (at /widgets/), when those folders exist. Unknown GETs that want
// HTML get the portal's index.html so client-side routes (/reports/42, /coupa/...) survive a reload; API,
// identity and asset paths keep their JSON 404.
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
    });
  }
  if (fs.existsSync(config.portalDist)) {
    await app.register(fastifyStatic, {
      root: config.portalDist,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      wildcard: true,
      // index.html names the hashed assets of the current build: never serve a stale one after a deploy.
      setHeaders: (reply, filePath) => {
        if (filePath.endsWith('.html')) void reply.header('cache-control', 'no-cache');
      },
    });
  }
}

let indexHtml: { file: string; html: string } | undefined;

/** Sends the portal's index.html for a browser navigation to a client-side route; false when it does not apply. */
export function sendSpaIndex(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (NEVER_SPA.test(pathname)) return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  const file = path.join(app.ctx.config.portalDist, 'index.html');
  if (indexHtml?.file !== file) {
    if (!fs.existsSync(file)) return false;
    indexHtml = { file, html: fs.readFileSync(file, 'utf8') };
  }
  void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml.html);
  return true;
}
