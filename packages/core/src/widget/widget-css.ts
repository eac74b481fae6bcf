// Mantine's component style sheets of the element and portal builds (decisions 080, 119): each Mantine
// component module adds its sheet here when its code loads (the build injects the call), with its rank in
// Mantine's own styles.css so the cascade is the same as with the whole sheet whatever order the chunks load
// in. The elements' shadow roots (widget-styles.ts) and the portal's document (page-css.ts) read it. No
// imports: Mantine's modules import this one.

const parts = new Map<string, number>();
const listeners = new Set<(css: string, rank: number) => void>();

/** Adds a component's CSS (once) at `rank`; adopted widget sheets and the page pick it up at once. */
export function addWidgetCss(css: string, rank: number): void {
  if (parts.has(css)) return;
  parts.set(css, rank);
  for (const listener of listeners) listener(css, rank);
}

export function widgetCssParts(): [css: string, rank: number][] {
  return [...parts];
}

/** The added component CSS in Mantine's order. */
export function widgetComponentCss(): string {
  return [...parts]
    .sort((a, b) => a[1] - b[1])
    .map(([css]) => css)
    .join('\n');
}

export function onWidgetCss(listener: (css: string, rank: number) => void): void {
  listeners.add(listener);
}
