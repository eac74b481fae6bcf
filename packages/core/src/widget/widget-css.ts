// The component style sheets of the element build (decision 080): each Mantine component module adds its
// sheet here when its code loads (the build injects the call), with its rank in Mantine's own styles.css so
// the cascade is the same as with the whole sheet whatever order the chunks load in. No imports: Mantine's
// modules import this one.

const parts = new Map<string, number>();
const listeners = new Set<() => void>();

/** Adds a component's CSS (once) at `rank`; adopted widget sheets pick it up at once. */
export function addWidgetCss(css: string, rank: number): void {
  if (parts.has(css)) return;
  parts.set(css, rank);
  for (const listener of listeners) listener();
}

/** The added component CSS in Mantine's order. */
export function widgetComponentCss(): string {
  return [...parts]
    .sort((a, b) => a[1] - b[1])
    .map(([css]) => css)
    .join('\n');
}

/** Calls `listener` whenever a component adds CSS. */
export function onWidgetCss(listener: () => void): void {
  listeners.add(listener);
}
