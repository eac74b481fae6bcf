// Mantine inside a shadow root (docs/architecture.md "Custom elements"): document styles do not reach into a shadow
// root, so Mantine's CSS is adopted by each root — from ONE constructed sheet shared by every widget, so the
// browser parses it once however many widgets a page holds.
import { DEFAULT_THEME } from '@mantine/core';
import { MANTINE_CSS } from './mantine-css.ts';
import { onWidgetCss, widgetComponentCss } from './widget-css.ts';

/** Class of the inner wrapper that carries the theme variables (Mantine's cssVariablesSelector). */
export const WIDGET_ROOT_CLASS = 'lingua-widget-root';

// `all: initial` cuts inheritance from the host page (its fonts, colors, line heights); the wrapper then
// restores Mantine's body defaults, which a shadow root has no body to take from.
const ISOLATION_CSS = `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
.${WIDGET_ROOT_CLASS} {
  font-family: var(--mantine-font-family);
  font-size: var(--mantine-font-size-md);
  line-height: var(--mantine-line-height);
  color: var(--mantine-color-text);
  -webkit-font-smoothing: var(--mantine-webkit-font-smoothing);
  -moz-osx-font-smoothing: var(--mantine-moz-font-smoothing);
  text-align: start;
  /* Inherited properties a host may force onto the element itself with !important (which beats :host): reset
     here so nothing inside inherits them. */
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  font-style: normal;
  font-weight: 400;
  white-space: normal;
  visibility: visible;
  cursor: auto;
}
`;

// The theming custom properties (theme-properties.ts) mapped onto Mantine's variables. The selector matches
// Mantine's colour-scheme blocks, and the adopted sheet comes after them, so these win; `--lingua-color-scheme`
// is read by defineWidget when the element connects.
const THEMING_CSS = `
.${WIDGET_ROOT_CLASS}[data-mantine-color-scheme] {
  --mantine-primary-color-filled: var(--lingua-primary-color, var(--mantine-color-blue-filled));
  --mantine-primary-color-filled-hover: var(--lingua-primary-color-hover, var(--lingua-primary-color, var(--mantine-color-blue-filled-hover)));
  --mantine-radius-default: var(--lingua-radius, var(--mantine-radius-${DEFAULT_THEME.defaultRadius}));
  --mantine-font-family: var(--lingua-font-family, ${DEFAULT_THEME.fontFamily});
  --mantine-font-family-headings: var(--lingua-font-family, ${DEFAULT_THEME.fontFamily});
}
.${WIDGET_ROOT_CLASS}[data-mantine-color-scheme="dark"] { background-color: var(--mantine-color-body); }
`;

let sharedSheet: CSSStyleSheet | null = null;

const sheetText = () => [MANTINE_CSS, widgetComponentCss(), ISOLATION_CSS, THEMING_CSS].join('\n');

// A chunk loaded later (another element, a lazy part) brings its components' CSS: the one adopted sheet is
// rewritten, so every root on the page sees it before the new components render.
onWidgetCss(() => sharedSheet?.replaceSync(sheetText()));

/** The page's one constructed sheet with Mantine's CSS and the isolation rules. */
export function getWidgetStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(sheetText());
  }
  return sharedSheet;
}

export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = getWidgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
