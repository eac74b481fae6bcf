// React for the elements (decision 127): the element build, and the element tests run a second time, resolve
// React and React DOM to Preact's compatibility layer. React DOM alone is about 60 KB of the 100 KB an element
// may load before it is interactive; the layer is about 10. The portal, Storybook and the other unit tests keep
// React.
import path from 'node:path';

/** The modules standing in for React's entry points; each resolves Preact from this package, which has it. */
export const REACT_RUNTIME_DIR = path.resolve(import.meta.dirname, '../src/runtime');

const runtime = (file: string) => path.join(REACT_RUNTIME_DIR, file);

/** Vite aliases taking `react`, `react-dom` and their entry points to Preact. */
export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: runtime('react-on-preact.ts') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: runtime('jsx-runtime.ts') },
  { find: /^react-dom$/, replacement: runtime('react-dom.ts') },
  { find: /^react-dom\/client$/, replacement: runtime('react-dom-client.ts') },
  { find: /^react-dom\/test-utils$/, replacement: runtime('test-utils.ts') },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: runtime('use-sync-external-store.ts') },
];
