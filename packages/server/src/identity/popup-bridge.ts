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
import { languageFor, textsIn, type Texts } from '../texts/index.ts';

/** Path of the bridge page on the server's origin. */
export const POPUP_BRIDGE_PATH = '/auth/popup-bridge';
/** `type` of the message the bridge posts to its opener (core's popup identity client waits for it). */
export const POPUP_BRIDGE_MESSAGE = 'lingua-oidc-response';

// Constant, so the CSP allows it by hash; the target origin comes from the page's data attribute.
const BRIDGE_SCRIPT = `(function(){var el=document.getElementById('lingua-bridge');var target=el.getAttribute('data-target-origin');
var done=document.getElementById('lingua-bridge-done');
if(window.opener&&target){window.opener.postMessage({type:${JSON.stringify(POPUP_BRIDGE_MESSAGE)},search:location.search},target);done.hidden=false;window.close();}
else{document.getElementById('lingua-bridge-lost').hidden=false;}})();`;

export function bridgePage(targetOrigin: string, homeUrl: string, texts: Texts = textsIn('en')): Page {
  const { t } = texts;
  return page(
    t('bridge.title'),
    `<h1 id="lingua-bridge" data-target-origin="${escapeHtml(targetOrigin)}">${escapeHtml(t('bridge.heading'))}</h1>
<p id="lingua-bridge-done" hidden>${escapeHtml(t('bridge.done'))}</p>
<p id="lingua-bridge-lost" hidden>${escapeHtml(t('bridge.lost'))}</p>`,
    { homeUrl, script: BRIDGE_SCRIPT, texts },
  );
}

export function refusedBridgePage(origin: string, homeUrl: string, texts: Texts = textsIn('en')): Page {
  const { t } = texts;
  return page(
    t('bridge.refusedTitle'),
    `<h1>${escapeHtml(t('bridge.refusedTitle'))}</h1>
<p>${escapeHtml(t('bridge.refused', { origin: origin || t('bridge.unknownOrigin') }))}</p>`,
    { homeUrl, texts },
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
    // The popup's own browser language: the element that opened it passed none (decision 190).
    const texts = textsIn(languageFor(null, req.headers['accept-language']));
    if (!isOrigin(origin) || !(await app.widgetOrigins.allows(origin))) {
      req.log.warn({ origin }, 'popup sign-in bridge: origin not registered');
      return send(reply, refusedBridgePage(origin, homeUrl, texts), 400);
    }
    return send(reply, bridgePage(origin, homeUrl, texts), 200);
  });
}
