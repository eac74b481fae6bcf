// Server-rendered pages of the embedded identity provider (sign-in, code step, sign-out, errors) in the
// product's theme and the person's language, right to left for Arabic (decision 190). No scripts except the
// sign-out auto-submit (allowed by its hash); colours meet WCAG AA contrast (blue #1971c2 and orange #d9480f on
// white, white on blue). Sides are logical, so the pages mirror.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html.ts';
import { textsIn, type Texts } from '../texts/index.ts';

const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#212529;background:#f1f3f5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center}
header{width:100%;background:#fff;border-bottom:4px solid #d9480f;padding:12px 24px}
.brand{font-weight:700;font-size:1.25rem;color:#1971c2;text-decoration:none}
main{width:100%;max-width:420px;margin:48px 16px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:32px}
h1{font-size:1.5rem;margin:0 0 8px;color:#212529}
p{line-height:1.5;margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;height:44px;padding:0 12px;font-size:1rem;border:1px solid #868e96;border-radius:4px;color:#212529;background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #d9480f;outline-offset:2px}
button{margin-top:24px;width:100%;height:44px;border:0;border-radius:4px;background:#1971c2;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#1864ab}
a{color:#1864ab}
.alert{border-inline-start:4px solid #c92a2a;background:#fff5f5;color:#a51111;padding:12px;border-radius:4px;margin:16px 0}
.hint{color:#495057;font-size:.875rem;margin-top:6px}
.message{white-space:pre-wrap}
`;

const BASE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'";

export interface Page {
  html: string;
  csp: string;
}

export interface PageOptions {
  homeUrl: string;
  script?: string;
  /** The language the page is written in (English when not given). */
  texts?: Texts;
}

export function page(title: string, body: string, opts: PageOptions = { homeUrl: '/' }): Page {
  const texts = opts.texts ?? textsIn('en');
  const script = opts.script ? `<script>${opts.script}</script>` : '';
  const scriptHash = opts.script ? ` 'sha256-${createHash('sha256').update(opts.script).digest('base64')}'` : '';
  return {
    csp: scriptHash ? `${BASE_CSP}; script-src${scriptHash}` : BASE_CSP,
    html: `<!doctype html>
<html lang="${texts.language}" dir="${texts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Lingua Portal</title>
<style>${STYLE}</style>
</head>
<body>
<header><a class="brand" href="${escapeHtml(opts.homeUrl)}">Lingua Portal</a></header>
<main>
${body}
</main>
${script}
</body>
</html>`,
  };
}

function alert(message: string | undefined): string {
  return message ? `<div class="alert" role="alert" id="form-error">${escapeHtml(message)}</div>` : '';
}

export function signInPage(opts: { action: string; csrf: string; username?: string; error?: string; homeUrl: string; texts?: Texts }): Page {
  const texts = opts.texts ?? textsIn('en');
  const { t } = texts;
  const describedBy = opts.error ? ' aria-describedby="form-error"' : '';
  return page(
    t('signIn.title'),
    `<h1>${escapeHtml(t('signIn.title'))}</h1>
<p>${escapeHtml(t('signIn.intro'))}</p>
${alert(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<label for="username">${escapeHtml(t('signIn.username'))}</label>
<input id="username" name="username" type="text" dir="auto" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(opts.username ?? '')}"${describedBy}${opts.username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t('signIn.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${opts.username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t('signIn.submit'))}</button>
</form>`,
    { homeUrl: opts.homeUrl, texts },
  );
}

export function mfaPage(opts: { action: string; csrf: string; step: string; error?: string; homeUrl: string; texts?: Texts }): Page {
  const texts = opts.texts ?? textsIn('en');
  const { t } = texts;
  const describedBy = opts.error ? 'code-hint form-error' : 'code-hint';
  return page(
    t('signIn.mfaTitle'),
    `<h1>${escapeHtml(t('signIn.mfaTitle'))}</h1>
${alert(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="step" value="${escapeHtml(opts.step)}">
<label for="code">${escapeHtml(t('signIn.code'))}</label>
<input id="code" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus aria-describedby="${describedBy}">
<div class="hint" id="code-hint">${escapeHtml(t('signIn.codeHint'))}</div>
<button type="submit">${escapeHtml(t('signIn.verify'))}</button>
</form>`,
    { homeUrl: opts.homeUrl, texts },
  );
}

/** A title and a message; the message keeps its spaces as written (spec 3 §8's sign-in failure has two). */
export function messagePage(title: string, message: string, homeUrl: string, texts: Texts = textsIn('en')): Page {
  const home = escapeHtml(texts.t('signIn.home'));
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="message">${escapeHtml(message)}</p>\n<p><a href="${escapeHtml(homeUrl)}">${home}</a></p>`, {
    homeUrl,
    texts,
  });
}

/**
 * Sign-out confirmation of oidc-provider (its form carries the xsrf token). The portal's own button already asked,
 * so the page submits itself; the button remains for browsers without scripts.
 */
export function signOutPage(form: string, homeUrl: string, texts: Texts = textsIn('en')): Page {
  const { t } = texts;
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    t('signOut.title'),
    `<h1>${escapeHtml(t('signOut.heading'))}</h1>\n<p>${escapeHtml(t('signOut.text'))}</p>\n${withLogout}\n<button type="submit" form="op.logoutForm">${escapeHtml(t('signOut.submit'))}</button>`,
    { homeUrl, script: "document.getElementById('op.logoutForm').submit();", texts },
  );
}
