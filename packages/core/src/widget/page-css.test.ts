import { afterEach, describe, expect, it } from 'vitest';
import { installPageCss } from './page-css.ts';
import { addWidgetCss } from './widget-css.ts';

describe('installPageCss', () => {
  let doc: Document;

  afterEach(() => {
    doc?.defaultView?.close();
  });

  const sheets = () => [...doc.head.querySelectorAll('style[data-lingua-mantine]')].map((s) => s.textContent);

  it('writes the base sheets, then each component sheet in Mantine order whatever order chunks add them', () => {
    doc = document.implementation.createHTMLDocument('page');
    const own = doc.createElement('link');
    own.rel = 'stylesheet';
    doc.head.append(own);
    addWidgetCss('.page-css-test-b {}', 2000);
    installPageCss(doc);
    // A later chunk: one sheet that comes before the first one in Mantine's order, one after it.
    addWidgetCss('.page-css-test-c {}', 3000);
    addWidgetCss('.page-css-test-a {}', 1000);
    addWidgetCss('.page-css-test-a {}', 1000);

    const ours = sheets().filter((css) => css?.startsWith('.page-css-test-'));
    expect(ours).toEqual(['.page-css-test-a {}', '.page-css-test-b {}', '.page-css-test-c {}']);
    // The base sheets first; the page's own style sheet after every Mantine sheet.
    expect(doc.head.firstElementChild?.getAttribute('data-lingua-mantine')).toBe('-1');
    expect(doc.head.lastElementChild).toBe(own);
  });
});
