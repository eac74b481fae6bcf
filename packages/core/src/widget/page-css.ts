// Mantine's CSS for the portal, which renders in the document rather than in a shadow root (decision 119).
// In the portal build (mantineCssPerComponent) MANTINE_CSS holds Mantine's base sheets only and each Mantine
// component adds its own sheet when the chunk holding it loads (widget-css.ts), so a page parses the CSS of the
// components its chunks hold instead of all 278 KB, and with no style sheet request. Storybook and the unit
// tests import Mantine's whole styles.css and never call this.
import { MANTINE_CSS } from './mantine-css.ts';
import { onWidgetCss, widgetCssParts } from './widget-css.ts';

const RANK = 'data-lingua-mantine';

/**
 * One style element per sheet, in the order of Mantine's styles.css (the rank) whatever order the chunks load
 * in, at the top of <head>: the portal's own style sheet and the theme variables MantineProvider writes come
 * after them, as they came after the whole sheet.
 */
function insertSheet(doc: Document, css: string, rank: number): void {
  const style = doc.createElement('style');
  style.setAttribute(RANK, String(rank));
  style.textContent = css;
  const placed = [...doc.head.querySelectorAll<HTMLStyleElement>(`style[${RANK}]`)];
  const next = placed.find((other) => Number(other.getAttribute(RANK)) > rank);
  if (next) next.before(style);
  else if (placed.length > 0) placed[placed.length - 1]!.after(style);
  else doc.head.prepend(style);
}

export function installPageCss(doc: Document = document): void {
  insertSheet(doc, MANTINE_CSS, -1);
  for (const [css, rank] of widgetCssParts()) insertSheet(doc, css, rank);
  onWidgetCss((css, rank) => insertSheet(doc, css, rank));
}
