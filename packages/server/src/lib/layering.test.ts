// The repository's lint configuration refuses what decision 108 forbids: a layer below the modules importing a
// module, and `export *` in a module's index.ts. Linted from code strings with the real eslint.config.js, so the
// rule is shown to bite without a file that breaks it.
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
