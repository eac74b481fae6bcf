// Counts read as English does: no text of any catalogue says "file(s)" or "language(s)"; a
// count is a `_one` / `_other` pair that t() chooses between with Intl.PluralRules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function catalogues(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) catalogues(file, found);
    else if (/texts?(-en)?\.ts$|-texts\.ts$/.test(name) && !name.includes('.test.')) found.push(file);
  }
  return found;
}

describe('the text catalogues', () => {
  const files = [...catalogues(path.join(root, 'packages')).filter((f) => !f.includes('/packages/server/')), ...catalogues(path.join(root, 'portal/src'))];

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('never count with "(s)"', () => {
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /\w\(s\)/.test(line) && !/^\s*\/\//.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
