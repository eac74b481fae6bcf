// The repository's lint configuration refuses what decisions 108 and 139 forbid: a layer below the modules
// importing a module, `export *` in a module's index.ts, and a module function past 60 lines. Linted from code
// strings with the real eslint.config.js, so each rule is shown to bite without a file that breaks it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layering lint rules', () => {
  it('refuses an import of a module from identity, db and lib', async () => {
    const code = "import { route } from '../modules/route.ts';\nexport const r = route;\n";
    const restricted = async (c: string, file: string) => (await problems(c, file)).filter((p) => p.startsWith('no-restricted-imports'));
    expect(await restricted(code, 'packages/server/src/identity/example.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*a layer below the modules imports no module \(decision 108\)/),
    ]);
    const deeper = "import { seed } from '../../modules/procurement/index.ts';\nexport const s = seed;\n";
    expect(await restricted(deeper, 'packages/server/src/db/schema/example.ts')).toHaveLength(1);
    expect(await restricted(code, 'packages/server/src/lib/example.ts')).toHaveLength(1);
    // A test of a lower layer is held to it too, though the layer order leaves tests free.
    expect(await restricted(code, 'packages/server/src/identity/example.test.ts')).toHaveLength(1);
  });

  it('lets the modules and the seed above them import modules', async () => {
    const code = "import { route } from '../modules/route.ts';\nexport const r = route;\n";
    expect(await problems(code, 'packages/server/src/seed/example.ts')).toEqual([]);
    expect(await problems("import { noContent } from '../route.ts';\nexport const n = noContent;\n", 'packages/server/src/modules/example/routes.ts')).toEqual([]);
  });

  it("refuses export * in a module's index.ts", async () => {
    expect(await problems("export * from './service.ts';\n", 'packages/server/src/modules/example/index.ts')).toEqual([
      "no-restricted-syntax: name each export of a module's index.ts",
    ]);
    expect(await problems("export { a } from './service.ts';\n", 'packages/server/src/modules/example/index.ts')).toEqual([]);
  });
});

describe('the total order of the server layers', () => {
  const up = /^lingua\/server-layers: the (\S+) layer imports from (\S+), a layer above it/;

  it('refuses an import from a higher layer, naming both', async () => {
    const cases: Array<[string, string, string, string]> = [
      ["import type { Database } from '../db/client.ts';", 'packages/server/src/instrumentation/example.ts', 'instrumentation', 'db'],
      ["import type { Jobs } from '../jobs/jobs.ts';", 'packages/server/src/engines/example.ts', 'engines', 'jobs'],
      ["import { POCKETSPHINX } from '../engines/media/pocketsphinx.ts';", 'packages/server/src/mail/example.ts', 'mail', 'engines'],
      ["import { Health } from '../../shell/health.ts';", 'packages/server/src/modules/example/routes.ts', 'modules', 'shell'],
      ["import { APERTIUM_DEFAULTS } from '../engines/mt/apertium/apertium-engine.ts';", 'packages/server/src/config/mt-config.ts', 'config', 'engines'],
      ["import { errors } from '../lib/errors.ts';", 'packages/server/src/config/example-config.ts', 'config', 'lib'],
      // A settings reader left among the engines is an engine file: the configuration is config/ alone.
      ["import type { Jobs } from '../../../jobs/jobs.ts';", 'packages/server/src/engines/mt/example/example-config.ts', 'engines', 'jobs'],
    ];
    for (const [imports, file, from, to] of cases) {
      const found = (await problems(`${imports}\nexport const x = 1;\n`, file)).filter((p) => p.startsWith('lingua/'));
      expect(found, file).toEqual([expect.stringMatching(up)]);
      expect(found[0]!.match(up)!.slice(1), file).toEqual([from, to]);
    }
  });

  it('lets a layer import its own and lower layers, and tests compose the whole app', async () => {
    const ok = "import { Metrics } from '../instrumentation/metrics.ts';\nimport { errors } from '../lib/errors.ts';\nexport const m = [Metrics, errors];\n";
    expect(await problems(ok, 'packages/server/src/jobs/example.ts')).toEqual([]);
    const settings = "import { APERTIUM_DEFAULTS } from '../../../config/apertium-config.ts';\nexport const d = APERTIUM_DEFAULTS;\n";
    expect(await problems(settings, 'packages/server/src/engines/mt/apertium/example.ts')).toEqual([]);
    expect(await problems("import { buildApp } from '../app.ts';\nexport const b = buildApp;\n", 'packages/server/src/shell/example.test.ts')).toEqual([]);
  });

  it('leaves no circle between the modules', () => {
    const modules = path.join(root, 'packages/server/src/modules');
    const uses = new Map<string, string[]>();
    for (const name of fs.readdirSync(modules).filter((f) => fs.statSync(path.join(modules, f)).isDirectory())) {
      const files = fs.readdirSync(path.join(modules, name)).filter((f) => f.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$/.test(f));
      const text = files.map((f) => fs.readFileSync(path.join(modules, name, f), 'utf8')).join('\n');
      uses.set(name, [...new Set([...text.matchAll(/from '\.\.\/([a-z-]+)\/index\.ts'/g)].map((m) => m[1]!))]);
    }
    const circles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) return void circles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
      for (const next of uses.get(name) ?? []) visit(next, [...trail, name]);
    };
    for (const name of uses.keys()) visit(name, []);
    expect(circles).toEqual([]);
  });
});

describe('the function length rule', () => {
  const fn = (lines: number) => `export function f(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

  it('lets a module function of 60 lines pass and refuses one of 61', async () => {
    expect(await problems(fn(60), 'packages/server/src/modules/example/service.ts')).toEqual([]);
    expect(await problems(fn(61), 'packages/server/src/modules/example/service.ts')).toEqual([
      expect.stringMatching(/^max-lines-per-function: Function 'f' has too many lines \(61\)/),
    ]);
  });

  it('holds every package, the whole server among them, and the portal to it, tests and stories aside', async () => {
    for (const file of ['packages/core/src/example.ts', 'packages/account/src/settings/example.tsx', 'packages/widgets/src/example.ts', 'packages/contract/src/example.ts', 'portal/src/pages/example.tsx', 'packages/server/src/jobs/example.ts', 'packages/server/src/app.ts', 'packages/server/src/seed/example.ts']) {
      expect(await problems(fn(61), file), file).toEqual([expect.stringMatching(/^max-lines-per-function: /)]);
    }
    expect(await problems(fn(61), 'packages/core/src/example.test.ts')).toEqual([]);
    expect(await problems(fn(61), 'packages/core/src/example.stories.tsx')).toEqual([]);
  });
});
