// The repository's lint configuration refuses what decision 108 and issue 25 forbid: a layer below the modules
// importing a module, `export *` in a module's index.ts, and a module function past 60 lines. Linted from code
// strings with the real eslint.config.js, so each rule is shown to bite without a file that breaks it.
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
    expect(await problems(code, 'packages/server/src/identity/example.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*a layer below the modules imports no module \(decision 108\)/),
    ]);
    const deeper = "import { seed } from '../../modules/procurement/index.ts';\nexport const s = seed;\n";
    expect(await problems(deeper, 'packages/server/src/db/schema/example.ts')).toHaveLength(1);
    expect(await problems(code, 'packages/server/src/lib/example.ts')).toHaveLength(1);
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

describe('the function length rule', () => {
  const fn = (lines: number) => `export function f(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

  it('lets a module function of 60 lines pass and refuses one of 61', async () => {
    expect(await problems(fn(60), 'packages/server/src/modules/example/service.ts')).toEqual([]);
    expect(await problems(fn(61), 'packages/server/src/modules/example/service.ts')).toEqual([
      expect.stringMatching(/^max-lines-per-function: Function 'f' has too many lines \(61\)/),
    ]);
  });

  it('holds every front-end package and the portal to it, tests and stories aside (issue 35)', async () => {
    for (const file of ['packages/core/src/example.ts', 'packages/account/src/settings/example.tsx', 'packages/widgets/src/example.ts', 'packages/contract/src/example.ts', 'portal/src/pages/example.tsx']) {
      expect(await problems(fn(61), file), file).toEqual([expect.stringMatching(/^max-lines-per-function: /)]);
    }
    expect(await problems(fn(61), 'packages/core/src/example.test.ts')).toEqual([]);
    expect(await problems(fn(61), 'packages/core/src/example.stories.tsx')).toEqual([]);
  });
});
