// The lint rule that keeps issue numbers out of comments (packages/server/lint/no-issue-citations.js): linted
// from code strings with the real eslint.config.js, as lint-rules.test.ts does for the layering rules.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const MESSAGE = 'cite the decision or spec section, not an issue: issues are not in the repository';

/** The rule's findings in `code` linted as `file`: the line and the message. */
async function citations(code: string, file: string): Promise<Array<[number, string]>> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'lingua/no-issue-citations').map((m) => [m.line, m.message]);
}

describe('comments cite decisions, not issues', () => {
  it('refuses an issue in a line comment, a block comment, a JSDoc line and a JSX comment', async () => {
    const code = [
      '// Glossary terms are protected (issue 40 §1).',
      '/* Issue 37 */',
      '/**',
      ' * The notices of a user.',
      ' * Kept a year (issues 37 and 38).',
      ' */',
      'export const a = 1;',
      '',
    ].join('\n');
    expect(await citations(code, 'packages/server/src/modules/example/service.ts')).toEqual([
      [1, `${MESSAGE} ("issue 40")`],
      [2, `${MESSAGE} ("Issue 37")`],
      [3, `${MESSAGE} ("issues 37")`],
    ]);
    const jsx = 'export const V = () => (\n  <div>\n    {/* shown to staff only (issue #28 item 4) */}\n  </div>\n);\n';
    expect(await citations(jsx, 'packages/core/src/example.tsx')).toEqual([[3, `${MESSAGE} ("issue #28")`]]);
  });

  it('holds in every package, the portal and the tests', async () => {
    for (const file of ['packages/contract/src/example.ts', 'packages/machine-translation/src/example.tsx', 'portal/src/example.tsx', 'tests/e2e/example.spec.ts', 'tests/bench/example.ts']) {
      expect(await citations('// issue 40 §1\nexport const a = 1;\n', file), file).toHaveLength(1);
    }
  });

  it('lets a decision, a spec section and a string that names an issue pass', async () => {
    const code = [
      '// decision 134: the terms are protected before the engine sees them.',
      '/** Spec 1 §2; docs/decisions/140-notices-to-people.md. */',
      "export const title = 'issue 5 of the magazine';",
      'export const tissue = 5; // tissues 3 ply',
      '',
    ].join('\n');
    expect(await citations(code, 'packages/server/src/modules/example/service.ts')).toEqual([]);
  });
});
