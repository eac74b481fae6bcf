// The popup sign-in bridge for elements embedded on another origin (decision 050). An element opens the
// identity provider in a popup with redirect_uri = <server>/auth/popup-bridge?origin=<the page's origin>;
// the provider sends the authorization response here, on our own origin, and this page hands it to the
// page that opened the popup with postMessage addressed to that exact origin — never '*' — after checking
// the origin is on the one list of widget origins (plugins/widget-origins.ts). The browser itself drops the
// message when the opener is on any other origin, so a page that forged the `origin` parameter receives
// nothing; the code is useless without the PKCE verifier the opener holds, and core checks the OAuth state.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isOrigin } from './redirect-origins.ts';
import { escapeHtml } from '../lib/html.ts';
import { page, type Page } from './views.ts';

/** Path of the bridge page on the server's origin. */
export const POPUP_BRIDGE_PATH = '/auth/popup-bridge';
/** `type` of the message the bridge posts to its opener (core's popup identity client waits for it). */
export const POPUP_BRIDGE_MESSAGE = 'lingua-oidc-response';

// Constant, so the CSP allows it by hash; the target origin comes from the page's data attribute.
const BRIDGE_SCRIPT = `(function(){var el=document.getElementById('lingua-bridge');var target=el.getAttribute('data-target-origin');
var done=document.getElementById('lingua-bridge-done');
if(window.opener&&target){window.opener.postMessage({type:${JSON.stringify(POPUP_BRIDGE_MESSAGE)},search:location.search},target);done.hidden=false;window.close();}
else{document.getElementById('lingua-bridge-lost').hidden=false;}})();`;

export function bridgePage(targetOrigin: string, homeUrl: string): Page {
  return page(
    'Signing in',
    `<h1 id="lingua-bridge" data-target-origin="${escapeHtml(targetOrigin)}">Signing in…</h1>
<p id="lingua-bridge-done" hidden>Signed in. This window closes by itself; you can also close it.</p>
<p id="lingua-bridge-lost" hidden>The page that opened this window is gone. Close this window and sign in again from the page.</p>`,
    { homeUrl, script: BRIDGE_SCRIPT },
  );
}

export function refusedBridgePage(origin: string, homeUrl: string): Page {
  return page(
    'Sign-in not allowed here',
    `<h1>Sign-in not allowed here</h1>
<p>The site ${escapeHtml(origin || '(unknown)')} is not registered to embed Lingua. Ask your Lingua contact to register it.</p>`,
    { homeUrl },
  );
}

function send(reply: FastifyReply, p: Page, status: number): FastifyReply {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      // The query holds an authorization code: never cached, never sent on as a referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', p.csp)
      .header('x-frame-options', 'DENY')
      // The page must keep its opener (a page of another origin): COOP other than unsafe-none would put the
      // popup in a new browsing context group and cut window.opener.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(p.html)
  );
}

export async function popupBridge(app: FastifyInstance): Promise<void> {
  const homeUrl = `${app.ctx.config.publicUrl}/`;
  app.get<{ Querystring: Record<string, string | undefined> }>(POPUP_BRIDGE_PATH, { schema: { hide: true } }, async (req, reply) => {
    const origin = req.query.origin ?? '';
    if (!isOrigin(origin) || !(await app.widgetOrigins.allows(origin))) {
      req.log.warn({ origin }, 'popup sign-in bridge: origin not registered');
      return send(reply, refusedBridgePage(origin, homeUrl), 400);
    }
    return send(reply, bridgePage(origin, homeUrl), 200);
  });
}
