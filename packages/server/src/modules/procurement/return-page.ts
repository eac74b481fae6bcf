// The return page (GET /punchout/return/:id): the page our accept answer's redirectUrl opens. A form carries the
// order message (field cxml-urlencoded, the cXML convention for BrowserFormPost) to the buyer's platform,
// submitted by a nonce'd script, with a button when scripts are off.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { punchoutOrderMessages } from '../../db/schema/index.ts';
import { html } from '../../lib/html.ts';
import { isTokenShaped, type ProcurementDeps } from './deps.ts';

export interface ReturnPage {
  html: string;
  csp: string;
}

/** The page of an order message; null when the id is unknown or expired. */
export async function returnPage(deps: Pick<ProcurementDeps, 'db' | 'clock'>, id: string): Promise<ReturnPage | null> {
  if (!isTokenShaped(id)) return null;
  const [m] = await deps.db
    .select()
    .from(punchoutOrderMessages)
    .where(and(eq(punchoutOrderMessages.id, id), gt(punchoutOrderMessages.expiresAt, deps.clock.now())))
    .limit(1);
  if (!m) return null;
  const nonce = randomBytes(16).toString('base64');
  const target = new URL(m.browserFormPostUrl);
  // The form may post only to the buyer's platform, and only our nonce'd script runs.
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${target.origin}; base-uri 'none'; frame-ancestors 'none'`;
  return { html: returnPageHtml({ action: target.toString(), cxml: m.cxml, nonce }), csp };
}

function returnPageHtml(page: { action: string; cxml: string; nonce: string }): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Returning your quote</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem;">
<main>
<h1>Returning your quote to your procurement platform</h1>
<form id="cart" method="post" action="${page.action}">
<input type="hidden" name="cxml-urlencoded" value="${page.cxml}">
<p>If nothing happens, press the button.</p>
<button type="submit">Return the quote</button>
</form>
</main>
<script nonce="${page.nonce}">document.getElementById('cart').submit();</script>
</body></html>`;
}
