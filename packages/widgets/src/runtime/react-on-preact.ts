// What `react` resolves to in the element build only (decision 127): Preact's React compatibility layer, which
// is about 50 KB gzipped lighter than React DOM, plus the one React 19 export Mantine imports that the layer
// lacks. The portal, Storybook and the unit tests keep React; the e2e specs run the elements as shipped.
import { createElement } from 'preact/compat';
import type { ComponentChildren } from 'preact';

// @ts-expect-error TS2498: Preact's compat types are one `export =` namespace; the module itself has the named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's `<Activity>`: Mantine's Transition, Collapse, Tabs and Stepper keep content mounted through it while
 * it is out of view. The stand-in keeps the content mounted too (its state survives, as with React), hidden by
 * its wrapper; `display: contents` makes the wrapper invisible to layout while the content is shown.
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
