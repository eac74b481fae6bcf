// No file imports itself through others (decision 165): every import among the files of each packages/*/src and of
// portal/src is followed — relative ones, and a workspace package's through its package.json exports (the root
// or a deep import) — type-only imports and import() included, since a circle of types is still a circle for a
// reader. Each circle found is printed as the files in order, so the failure says which arrow to remove.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

type Graph = Map<string, string[]>;

/** Every module a file's text names: imports, re-exports, type-only imports and import(). */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The package.json `exports` of each workspace package, by name, to resolve `@lingua/x` and `@lingua/x/deep`. */
function workspacePackages(dirs: readonly string[]): Map<string, { dir: string; exports: Record<string, string> }> {
  const out = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const dir of dirs) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; exports?: Record<string, string> };
    out.set(pkg.name, { dir, exports: pkg.exports ?? {} });
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.split(path.sep).includes('node_modules'));
}

/** The import graph of the given files: each file's imports that land on another of them. */
function importGraph(files: readonly string[], packages: ReturnType<typeof workspacePackages>, read: (file: string) => string): Graph {
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | undefined => {
    let target: string | undefined;
    if (spec.startsWith('.')) target = path.resolve(path.dirname(from), spec);
    else {
      const m = /^(@lingua\/[^/]+)(\/.+)?$/.exec(spec);
      const pkg = m && packages.get(m[1]!);
      const sub = pkg?.exports[`.${m?.[2] ?? ''}`];
      if (pkg && sub) target = path.resolve(pkg.dir, sub);
    }
    if (!target) return undefined;
    return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')].find((c) => known.has(c));
  };
  const graph: Graph = new Map();
  for (const file of files) {
    const deps = specifiers(read(file)).map((s) => resolve(file, s)).filter((d): d is string => d !== undefined && d !== file);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each a set of files that import one another. */
function circleGroups(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

/** One circle through a group, as the files in import order back to the first (the shortest from its first file). */
function circleOf(graph: Graph, group: readonly string[]): string[] {
  const inGroup = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const trail = [v];
        while (trail[0] !== start) trail.unshift(cameFrom.get(trail[0]!)!);
        return [...trail, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...group, group[0]!];
}

function circles(graph: Graph): string[] {
  return circleGroups(graph).map((g) => circleOf(graph, g).map((f) => path.relative(root, f)).join(' → '));
}

describe('import circles', () => {
  it('finds a circle of type-only imports and one through a package’s deep import', () => {
    const files: Record<string, string> = {
      [`${root}packages/demo/src/list.tsx`]: "import { Row } from './row.tsx';\nexport const List = Row;\n",
      [`${root}packages/demo/src/row.tsx`]: "import type { ListProps } from './list.tsx';\nexport const Row = 1;\n",
      [`${root}packages/demo/src/a.ts`]: "export { b } from '@lingua/demo/b';\n",
      [`${root}packages/demo/src/b.ts`]: "export const b = async () => import('./a.ts');\n",
      [`${root}packages/demo/src/leaf.ts`]: "import { b } from './b.ts';\nexport const leaf = b;\n",
    };
    const packages = new Map([['@lingua/demo', { dir: `${root}packages/demo`, exports: { '.': './src/index.ts', './b': './src/b.ts' } }]]);
    const found = circles(importGraph(Object.keys(files), packages, (f) => files[f]!)).sort();
    expect(found).toEqual(['packages/demo/src/a.ts → packages/demo/src/b.ts → packages/demo/src/a.ts', 'packages/demo/src/list.tsx → packages/demo/src/row.tsx → packages/demo/src/list.tsx']);
  });

  it('leaves no circle among the files of every package’s src and the portal’s', () => {
    const dirs = [...fs.readdirSync(path.join(root, 'packages')).map((d) => path.join(root, 'packages', d)), path.join(root, 'portal')];
    const files = dirs.flatMap((d) => sourceFiles(path.join(d, 'src')));
    expect(files.length).toBeGreaterThan(1000);
    const found = circles(importGraph(files, workspacePackages(dirs), (f) => fs.readFileSync(f, 'utf8')));
    expect(found, `import circles:\n${found.join('\n')}`).toEqual([]);
  });
});
