// Security headers (helmet). CSP allows inline styles because Mantine writes style attributes and tags at run time;
// frame-ancestors 'self' stops clickjacking.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

const POPUP_PATHS = /^\/(oidc|auth\/popup-bridge)(\/|\?|$)/;

function helmetOptions(config: Config): HelmetOptions {
  // An external identity provider is called from the browser (MSAL token and discovery requests), and so are the
  // project system's dashboard link and the tracking destination when configured (decision 103).
  const called = [config.oidcIssuer, config.externalLinks.projectSystemLink, config.trackingUrl].filter((u): u is string => !!u);
  const connect = ["'self'", ...new Set(called.map((u) => new URL(u).origin))];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        // Media previews and downloads come from signed URLs of our own store (or S3 when configured).
        mediaSrc: ["'self'", 'blob:', ...(config.s3 ? ['https:'] : [])],
        // The quote viewer embeds the quote document (spec 3 §2.6) from a signed download URL.
        frameSrc: ["'self'", ...(config.s3 ? ['https:'] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.https ? [] : null,
      },
    },
    // Widgets are loaded by client intranets from <script src>; a same-origin resource policy would block them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sign-in popups (MSAL) need to talk back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Computed once per configuration: helmet's plugin re-parsed the CSP on every request, a few per cent (decision 086). */
const computed = new WeakMap<Config, Array<[string, string]>>();

function helmetHeaders(config: Config): Array<[string, string]> {
  const known = computed.get(config);
  if (known) return known;
  const headers = new Map<string, string>();
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(config))({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  const list = [...headers];
  computed.set(config, list);
  return list;
}

export const securityHeaders = globalPlugin('security-headers', async (app: FastifyInstance) => {
  const headers = helmetHeaders(app.ctx.config);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // The sign-in popup opened from an intranet page must keep window.opener: any COOP but unsafe-none cuts it (decision 050).
    if (POPUP_PATHS.test(req.url)) reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
    done();
  });
});

/** For Fastify's router errors, answered before any onRequest hook runs. */
export function frameworkErrorHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = helmetHeaders(config);
  return (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
