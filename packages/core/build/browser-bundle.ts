// Build-time helpers that keep the browser bundles small (decision 080). Both the element build
// (packages/widgets) and the portal build use them; tests and Storybook run the sources unchanged.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Plugin, UserConfig } from 'vite';

const coreDir = path.resolve(import.meta.dirname, '..');
const contractCalls = path.resolve(coreDir, '../contract/src/calls.ts');
const mantineCssModule = path.join(coreDir, 'src/widget/mantine-css.ts');
const widgetCssModule = path.join(coreDir, 'src/widget/widget-css.ts');
const requireFromCore = createRequire(path.join(coreDir, 'package.json'));

const slash = (id: string) => id.split(path.sep).join('/');

/** Modules of the browser's call table: `calls.ts` re-exports one module per call under these ids. */
const CALL_TABLE = 'lingua:calls';
const CALL_MODULE = 'lingua:call/';

/** Whether a module of the browser build is one call's method and path (served by contractForBrowser). */
export function isCallModule(id: string): boolean {
  return id.startsWith(`\0${CALL_MODULE}`);
}

/**
 * The browser reads only a call's method and path from the contract's registry (callApi, useCall) and the
 * contract's constants and rules; its TypeBox schemas serve the server and the types. This plugin serves the
 * browser build a registry of method and path, computed from the real one at build time, and
 * tells the bundler that building a schema has no side effect, so unused schemas and TypeBox stay out.
 * Each call is a module of its own and `calls` their namespace, so `calls.getLanguages` resolves to that one
 * module at build time: a chunk holds the calls its code makes, not the whole table (decision 172). Reading
 * `calls` by a variable (`calls[name]`) would bring every call back; name them one by one.
 */
export function contractForBrowser(): Plugin {
  let routes: Promise<Record<string, { method: string; path: string }>> | undefined;
  const browserCalls = () =>
    (routes ??= import(pathToFileURL(contractCalls).href).then(({ calls }: { calls: Record<string, { method: string; path: string }> }) =>
      // Method and path only: the browser never reads an operationId (the server and OpenAPI do).
      Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { method: call.method, path: call.path }])),
    ));
  return {
    name: 'lingua:contract-for-browser',
    enforce: 'pre',
    config: () => ({
      build: { rolldownOptions: { treeshake: { manualPureFunctions: ['Type', 'literalUnion', 'PagedList', 'Nullable', 'defineCall', 'errors'] } } },
    }),
    resolveId(id) {
      return id === CALL_TABLE || id.startsWith(CALL_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${CALL_TABLE}`) {
        return Object.keys(await browserCalls())
          .map((name) => `export { default as ${name} } from ${JSON.stringify(CALL_MODULE + name)};`)
          .join('\n');
      }
      if (isCallModule(id)) {
        const call = (await browserCalls())[id.slice(CALL_MODULE.length + 1)];
        if (!call) throw new Error(`${id}: no such call in the contract`);
        return `export default ${JSON.stringify(call)};\n`;
      }
      if (id.split('?')[0] !== contractCalls) return null;
      return `export * as calls from ${JSON.stringify(CALL_TABLE)};\n`;
    },
  };
}

// Mantine's exports map names no package.json, but every package exports its styles.css at its root.
function mantinePackageDir(name: string): string {
  return path.dirname(requireFromCore.resolve(`${name}/styles.css`));
}

/** Options of mantineCssPerComponent. */
export interface MantineCssOptions {
  /**
   * Keep Mantine's default CSS variables among the base sheets. The portal needs them: its MantineProvider
   * writes the variables on `:root`, and there Mantine leaves out every variable equal to its default.
   */
  defaultCssVariables?: boolean;
}

/**
 * Mantine's CSS per component, in the element build and the portal build (decision 119). Widgets render in
 * shadow roots and adopt one constructed sheet (core widget-styles.ts), the portal's pages get one style
 * element per sheet at the top of the document's head (core page-css.ts); instead of the whole of Mantine's
 * CSS (278 KB, 41 KB gzipped), a page starts with Mantine's base sheets and each component's `*.module.mjs`
 * (its class names, loaded exactly when the component's code is) adds its own sheet from
 * `@mantine/core/styles/`, ranked by its place in Mantine's styles.css so the cascade is unchanged. The date,
 * dropzone and notification packages have one sheet each, added by any of their components.
 */
export function mantineCssPerComponent({ defaultCssVariables = false }: MantineCssOptions = {}): Plugin {
  const coreStyles = path.join(mantinePackageDir('@mantine/core'), 'styles');
  const whole = readFileSync(path.join(mantinePackageDir('@mantine/core'), 'styles.css'), 'utf8');
  const rankOf = (file: string): number => {
    const rank = whole.indexOf(readFileSync(file, 'utf8').trim());
    if (rank < 0) throw new Error(`${file} is not part of @mantine/core/styles.css; the per-component split needs updating`);
    return rank;
  };
  // After every core component, in the order the whole sheet had them (core widget mantine-css.ts).
  const PACKAGE_SHEETS = ['@mantine/notifications', '@mantine/dropzone', '@mantine/dates'];
  const packageRank = (name: string) => whole.length + PACKAGE_SHEETS.indexOf(name);

  return {
    name: 'lingua:mantine-css-per-component',
    enforce: 'pre',
    // The dev server pre-bundles Mantine, so no component module would pass through the transform below: there
    // the whole sheets of mantine-css.ts stay.
    apply: 'build',
    load(id) {
      if (id.split('?')[0] !== mantineCssModule) return null;
      // In the elements not default-css-variables.css (24 KB, 3.7 KB gzipped): MantineProvider writes every one
      // of those variables for the theme itself onto the widget root, since its cssVariablesSelector is not
      // :root or :host (it removes the defaults only there), so the static copy on :host was never the one in
      // effect. The portal's provider writes on :root, so the portal keeps them.
      const sheets = defaultCssVariables ? ['baseline', 'default-css-variables', 'global'] : ['baseline', 'global'];
      return [
        ...sheets.map((sheet, i) => `import sheet${i} from '@mantine/core/styles/${sheet}.css?inline';`),
        `export const MANTINE_CSS = [${sheets.map((_, i) => `sheet${i}`).join(', ')}].join('\\n');`,
      ].join('\n');
    },
    transform(code, id) {
      const file = slash(id.split('?')[0]!);
      const match = /\/node_modules\/(@mantine\/[a-z]+)\/esm\/(?:.*\/)?([A-Za-z]+)\.module\.mjs$/.exec(file);
      if (!match) return null;
      const [, pkg, component] = match as unknown as [string, string, string];
      let sheet: string;
      let rank: number;
      if (pkg === '@mantine/core') {
        const cssFile = path.join(coreStyles, `${component}.css`);
        sheet = `@mantine/core/styles/${component}.css?inline`;
        rank = rankOf(cssFile);
      } else if (PACKAGE_SHEETS.includes(pkg)) {
        sheet = `${pkg}/styles.css?inline`;
        rank = packageRank(pkg);
      } else {
        return null;
      }
      return {
        code: `${code}\nimport __linguaCss from ${JSON.stringify(sheet)};\nimport { addWidgetCss as __linguaAddCss } from ${JSON.stringify(slash(widgetCssModule))};\n__linguaAddCss(__linguaCss, ${rank});\n`,
        map: null,
      };
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest levels,
 * once at build time: the server sends them as they are (@fastify/static `preCompressed`) to a browser that
 * accepts them, instead of the raw bytes (decision 081). Files under 1 KB stay as they are.
 */
export function precompressed(): Plugin {
  return {
    name: 'lingua:precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '.';
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName) || output.fileName.startsWith('.vite/')) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const file = path.resolve(outDir, output.fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * What each entry loads up front, read from a first build of `config` that is not written: the modules of the
 * entry's chunk and of every chunk it imports statically, transitively. Read from built chunks, because
 * tree-shaking decides which imports remain (in the module graph a barrel imports everything). `entries` are
 * absolute paths of the entry modules; the answer is keyed by them.
 */
export async function firstLoads(config: UserConfig, entries: readonly string[]): Promise<Map<string, Set<string>>> {
  const output = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false, emptyOutDir: false } });
  const chunks = new Map<string, { imports: string[]; moduleIds: string[]; facadeModuleId: string | null }>();
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) throw new Error('the first build did not return its chunks');
    for (const file of result.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const loads = new Map<string, Set<string>>();
  for (const entry of entries) {
    const start = [...chunks.values()].find((c) => c.facadeModuleId === entry);
    if (!start) throw new Error(`no chunk for ${entry} in the first build`);
    const modules = new Set<string>();
    const seen = new Set<string>();
    const visit = (chunk: { imports: string[]; moduleIds: string[] }) => {
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of chunk.imports) {
        if (seen.has(file)) continue;
        seen.add(file);
        visit(chunks.get(file)!);
      }
    };
    visit(start);
    loads.set(entry, modules);
  }
  return loads;
}
