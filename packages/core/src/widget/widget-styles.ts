// Mantine inside a shadow root (docs/architecture.md "Custom elements"): document styles do not reach into a shadow
// root, so Mantine's CSS is adopted by each root — from ONE constructed sheet shared by every widget, so the
// browser parses it once however many widgets a page holds.
import mantineCoreCss from '@mantine/core/styles.css?inline';
import mantineNotificationsCss from '@mantine/notifications/styles.css?inline';
import mantineDropzoneCss from '@mantine/dropzone/styles.css?inline';
import mantineDatesCss from '@mantine/dates/styles.css?inline';

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
}
`;

let sharedSheet: CSSStyleSheet | null = null;

/** The page's one constructed sheet with Mantine's CSS and the isolation rules. */
export function getWidgetStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync([mantineCoreCss, mantineNotificationsCss, mantineDropzoneCss, mantineDatesCss, ISOLATION_CSS].join('\n'));
  }
  return sharedSheet;
}

/** Adopts the shared sheet into `root` (once). */
export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = getWidgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
