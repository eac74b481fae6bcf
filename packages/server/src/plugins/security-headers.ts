// Security headers on every response (helmet). The CSP allows only our own origin for scripts, inline styles
// because Mantine (and its CSS variables) writes style attributes and <style> tags at run time, and
// frame-ancestors 'self' so no other site can frame the portal (clickjacking). HSTS only matters over https.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

const POPUP_PATHS = /^\/(oidc|auth\/popup-bridge)(\/|\?|$)/;

/** The headers of every answer, from the configuration (one definition for routes and framework errors). */
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

/**
 * The header values helmet writes for these options, computed once: they depend on the configuration only (no
 * nonces), and helmet's Fastify plugin would build its middleware and re-parse the CSP on every request — a few
 * per cent of a light read's time under load (issue "Speed", decision 086).
 */
const computed = new WeakMap<Config, Array<[string, string]>>();

function helmetHeaders(config: Config): Array<[string, string]> {
  // Once per configuration: the framework-error replies and the hook share one copy.
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
    // The identity provider's pages and the popup bridge run in a sign-in popup opened by a page of another
    // origin (an embedding intranet); any COOP but unsafe-none would move the popup to a new browsing context
    // group and cut its window.opener, so the answer could never reach the element (decision 050).
    if (POPUP_PATHS.test(req.url)) reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
    done();
  });
});

/**
 * Sets the same headers on an answer that never reaches a route's hooks: Fastify's router errors (a path that is
 * not valid percent-encoding, an over-long path parameter) are answered before any onRequest hook runs.
 */
export function frameworkErrorHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = helmetHeaders(config);
  return (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
