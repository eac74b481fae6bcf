// What the loader shows when an element cannot serve the page (issue "Embedding", item 3): a short text
// from the catalogue inside the element's own box, and a console message naming the cause and the setting
// to change. Kept apart from the loader's entry so unit tests reach it.
import { loaderTexts, type LoaderFailure } from '../texts/loader-texts.ts';

/** The console explanation of a failure: the cause and what to change (short: every host loads it, decision 171). */
export function failureAdvice(failure: LoaderFailure, tag: string, server: string, pageOrigin: string, detail?: string): string {
  const about = detail ? ` (${detail})` : '';
  const csp = `a CSP here must allow script-src ${server}`;
  return `Lingua: <${tag}> cannot load: ${
    failure === 'originNotRegistered'
      ? `${pageOrigin} is not a registered widget origin of ${server}: PUT /v1/clientConfigs/{clientId}/widgetOrigins, or set WIDGET_ORIGINS.`
      : failure === 'serverUnreachable'
        ? `${server} did not answer${about}. Check the <script src>; ${csp} and connect-src ${server}.`
        : `its code${about} could not be imported. Reload the page; ${csp}.`
  }`;
}

const BOX_CSS = `:host{all:initial;display:block}.box{box-sizing:border-box;border:1px solid #ced4da;border-left:4px solid #e8590c;border-radius:4px;background:#fff;color:#212529;font:14px/1.5 system-ui,sans-serif;padding:8px 12px}`;

let sheet: CSSStyleSheet | undefined;

/** Shows `failure`'s text inside `element` (an element whose chunk never defined it, so its box is ours). */
export function showFailure(element: Element, failure: LoaderFailure): void {
  if (customElements.get(element.localName)) return;
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  // A constructed sheet: a strict Content-Security-Policy on the host page does not block it.
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(BOX_CSS);
  root.adoptedStyleSheets = [sheet];
  const box = document.createElement('div');
  box.className = 'box';
  box.setAttribute('part', 'failure');
  box.setAttribute('role', 'status');
  box.dataset.linguaFailure = failure;
  box.textContent = loaderTexts[failure];
  root.replaceChildren(box);
}
