// The docs stay true by themselves: every decision is listed in the index by area, and every package
// has the short README docs/architecture.md points to.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the docs', () => {
  it('index every decision in docs/decisions/README.md', () => {
    const dir = path.join(root, 'docs/decisions');
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const decisions = fs.readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
    expect(decisions.length).toBeGreaterThan(90);
    expect(decisions.filter((f) => !index.includes(`](${f})`)), 'add these to docs/decisions/README.md under their area').toEqual([]);
    const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(linked.filter((f) => !decisions.includes(f)), 'the index links files that do not exist').toEqual([]);
  });

  it('give every package a README', () => {
    const packages = fs.readdirSync(path.join(root, 'packages')).filter((p) => fs.existsSync(path.join(root, 'packages', p, 'package.json')));
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((p) => !fs.existsSync(path.join(root, 'packages', p, 'README.md')))).toEqual([]);
  });
});
