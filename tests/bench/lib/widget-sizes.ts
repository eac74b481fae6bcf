// What an element costs a page, read from the widgets build (`pnpm run build`): the files it loads before it is
// interactive — its entry chunk and everything the build manifest says it imports statically, transitively,
// plus their CSS — and their sizes raw, gzipped and brotli-compressed. Shared by the bundle-size bench, which
// prints the figures, and the byte-budget check of the end-to-end suite, which fails past a budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSize(bytes: Buffer): Size {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
}

/** The widgets build's chunks: each element's static graph and the sizes of its files. */
export function widgetSizes(dist: string) {
  const chunksDir = path.join(dist, 'chunks');
  const manifest = JSON.parse(readFileSync(path.join(chunksDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const cache = new Map<string, Size>();
  const sizeOf = (file: string): Size => {
    let size = cache.get(file);
    if (!size) cache.set(file, (size = compressedSize(readFileSync(path.join(chunksDir, file)))));
    return size;
  };
  const sum = (files: Iterable<string>): Size => [...files].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  /** The files `key` loads before it runs: itself, its static imports (transitively) and their CSS. */
  const staticGraph = (key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return files;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) staticGraph(imported, files, seen);
    return files;
  };
  const loader = () => compressedSize(readFileSync(path.join(dist, 'lingua.js')));
  return { manifest, sizeOf, sum, staticGraph, loader };
}
