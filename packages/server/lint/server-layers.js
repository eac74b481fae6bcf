// One total order of the server's layers (docs/decisions/148-server-layers-in-one-order.md): a file imports only
// from its own layer or one below it, so no layer reaches up and no circle can form between layers. Lowest first.
// A layer is matched on the path under packages/server/src. The configuration is one folder, config/, holding the
// engines' settings readers and their defaults too, so it reads every setting without loading an engine
// (decision 164).
import path from 'node:path';

export const SERVER_LAYERS = [
  ['config', /^config\//],
  ['lib', /^lib\//],
  ['texts', /^texts\//],
  ['instrumentation', /^instrumentation\//],
  ['db', /^db\//],
  ['app-context', /^app-context\.ts$/],
  ['storage', /^storage\//],
  ['mail', /^mail\//],
  ['engines', /^engines\//],
  ['identity', /^identity\//],
  ['plugins', /^plugins\//],
  ['jobs', /^jobs\//],
  ['modules', /^modules\//],
  ['shell', /^shell\//],
  ['seed', /^seed\//],
  ['app', /^app\.ts$/],
  ['main', /^main\.ts$/],
];

const SRC = `${path.sep}packages${path.sep}server${path.sep}src${path.sep}`;

/** The layer's index in SERVER_LAYERS, or -1 outside packages/server/src or any layer. */
function rank(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return -1;
  const rel = file.slice(at + SRC.length).split(path.sep).join('/');
  return SERVER_LAYERS.findIndex(([, pattern]) => pattern.test(rel));
}

export const serverLayers = {
  meta: { type: 'problem', schema: [], messages: { up: 'the {{from}} layer imports from {{to}}, a layer above it (order: {{order}})' } },
  create(context) {
    const from = rank(context.filename);
    if (from < 0) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = rank(path.resolve(path.dirname(context.filename), source.value));
      if (to > from) {
        const order = SERVER_LAYERS.map(([name]) => name).join(' → ');
        context.report({ node: source, messageId: 'up', data: { from: SERVER_LAYERS[from][0], to: SERVER_LAYERS[to][0], order } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
