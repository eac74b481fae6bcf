// Lint: TypeScript rules, React hooks, one file-name casing (kebab-case) and the import boundaries of
// docs/architecture.md: a feature imports only core and contract; portal, widgets and the settings panel import
// features; only server imports server code; inside the server, the layers below the modules import no module
// (decision 108).
// Browser calls go through the contract (callApi/useCall), never a hand-typed path.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { serverLayers } from './packages/server/lint/server-layers.js';
import { noIssueCitations } from './packages/server/lint/no-issue-citations.js';

const FEATURES = ['account', 'language-assets', 'document-review', 'conversations', 'integrations', 'quote-request', 'auto-quote', 'machine-translation', 'reports', 'dashboards', 'procurement'];
const featureImports = FEATURES.map((f) => `@lingua/${f}`);
/** Longest function, in lines without blanks and comments, where the rule below holds (decision 139). */
const FUNCTION_LINES_MAX = 60;
// Every package, the server included, and the portal: no exception.
const FUNCTION_LENGTH_SOURCES = ['packages/*/src/**', 'portal/src/**'];
/** The server's layers below modules/ (docs/decisions/108-layers-below-the-modules.md). */
export const SERVER_LAYERS_BELOW_MODULES = ['identity', 'db', 'storage', 'lib', 'texts', 'engines', 'plugins', 'jobs'];
/** The repository's own rules, one plugin object wherever they are used (ESLint refuses two of one name). */
const lingua = { rules: { 'server-layers': serverLayers, 'no-issue-citations': noIssueCitations } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '.toolchain/**', 'data/**', '**/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'packages/*/src/**/': 'KEBAB_CASE', 'portal/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['packages/core/**', 'packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...featureImports, '@lingua/server', '@lingua/portal', '@lingua/widgets'], message: 'core and contract import no feature, app or server code' }] }],
    },
  },
  {
    // The settings panel composes the tabs of several features (decision 161): like the portal and the widgets it
    // may import features, and nothing of an app or the server.
    files: ['packages/settings/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@lingua/server', '@lingua/server/*', '@lingua/portal', '@lingua/widgets'], message: 'the settings panel imports features, core and contract only' }] }],
    },
  },
  ...FEATURES.map((f) => ({
    files: [`packages/${f}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...featureImports.filter((x) => x !== `@lingua/${f}`), '@lingua/server', '@lingua/portal', '@lingua/widgets'], message: 'a feature imports only @lingua/core and @lingua/contract' }] }],
    },
  })),
  {
    // Server modules use each other only through their index.ts (the module's public surface); the shared
    // route.ts and access.ts sit beside the modules. Tests may reach another module's test support.
    files: ['packages/server/src/modules/*/**'],
    ignores: ['**/*.test.ts', '**/test-support.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)', message: 'import another module through its index.ts' }] }],
    },
  },
  {
    // The layers below the modules serve them and never import one (docs/decisions/108-layers-below-the-modules.md):
    // what a lower layer needs from a module is handed to it by app.ts, or the piece moves to where it belongs.
    // Tests of those layers are held to it too, so a lower layer's tests run without any module.
    files: [`packages/server/src/{${SERVER_LAYERS_BELOW_MODULES.join(',')}}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules(/|$)', message: 'a layer below the modules imports no module (decision 108)' }] }],
    },
  },
  {
    // One total order of the server's layers, lowest first (packages/server/lint/server-layers.js, decision 148).
    // Tests compose the whole app and are held only to the rule above.
    files: ['packages/server/src/**'],
    ignores: ['**/*.test.ts', '**/test-*.ts', '**/test-support.ts'],
    plugins: { lingua },
    rules: { 'lingua/server-layers': 'error' },
  },
  {
    // A module's index.ts names what it offers; `export *` would offer everything its files happen to export.
    files: ['packages/server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: "name each export of a module's index.ts" }],
    },
  },
  {
    // One job per function (decision 139): at most 60 lines, blank lines and comments not counted — a screenful, and
    // what the server's route() handlers and createAndQueue steps fit in. Held in every package's sources, the
    // server's whole tree among them, and the portal, tests, stories and fixtures aside.
    files: FUNCTION_LENGTH_SOURCES,
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/fixtures/**', '**/test-support.ts', '**/test-*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: FUNCTION_LINES_MAX, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['packages/*/src/**', 'portal/src/**'],
    ignores: ['packages/server/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['get', 'post', 'put', 'patch', 'delete', 'request'].map((property) => ({
          object: 'api',
          property,
          message: 'call the contract: callApi(calls.X, …) or useCall(calls.X, …) from @lingua/core',
        })),
      ],
    },
  },
  {
    // Comments cite a decision or the spec, never an issue (packages/server/lint/no-issue-citations.js).
    files: ['packages/*/src/**', 'packages/*/lint/**', 'portal/src/**', 'tests/**', 'scripts/**', 'eslint.config.js'],
    plugins: { lingua },
    rules: { 'lingua/no-issue-citations': 'error' },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['portal/**', 'packages/widgets/**', 'storybook/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@lingua/server', '@lingua/server/*'], message: 'browser code never imports the server' }] }],
    },
  },
);
