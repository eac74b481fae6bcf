// The document checks in Debian's Chromium (section 3 of document-checks.ts): the checker built for production by
// Vite — its Web Worker a chunk of its own — served from loopback, given the bench's document, timed from the
// call to the answer, with the editor's thread watched for long tasks meanwhile (the work must not be there).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { CheckContext, CheckSegment } from '../../../packages/document-review/src/checks/check-types.ts';

const CHECKER = path.resolve(import.meta.dirname, '../../../packages/document-review/src/checks/checker.ts');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

const PAGE = `
import { createDocumentChecker } from ${JSON.stringify(CHECKER)};
const longest = { ms: 0 };
new PerformanceObserver((list) => { for (const e of list.getEntries()) longest.ms = Math.max(longest.ms, e.duration); }).observe({ type: 'longtask' });
const data = await (await fetch('data.json')).json();
const segments = data.segments;
// One context object, as the editor keeps it: a new one tells the checker the company's data changed.
const context = { ...data.context, dismissed: new Set(data.context.dismissed) };
const runs = [];
let findings = 0;
let checker;
// A new checker each run: the whole document goes to a new worker, as when the editor opens.
for (let r = 0; r < 3; r++) {
  checker?.dispose();
  checker = createDocumentChecker();
  longest.ms = 0;
  const started = performance.now();
  findings = (await checker.checkAll(segments, context)).length;
  runs.push({ ms: performance.now() - started, longTask: longest.ms });
}
// Then one segment edited, as after typing: the worker is sent that segment alone.
longest.ms = 0;
const edited = segments.map((s, i) => (i === 7 ? { ...s, target: s.target + ' editado' } : s));
const started = performance.now();
await checker.checkAll(edited, context);
const edit = { ms: performance.now() - started, longTask: longest.ms };
window.result = { runs, edit, findings, worker: typeof Worker === 'function' };
`;

export interface BrowserChecks {
  runs: Array<{ ms: number; longTask: number }>;
  /** One segment edited after the runs: the typing case. */
  edit: { ms: number; longTask: number };
  findings: number;
  workerChunk: boolean;
}

export async function checksInChromium(segments: readonly CheckSegment[], context: CheckContext): Promise<BrowserChecks> {
  const work = await mkdtemp(path.join(tmpdir(), 'document-checks-bench-'));
  try {
    await writeFile(path.join(work, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.ts"></script></body></html>');
    await writeFile(path.join(work, 'main.ts'), PAGE);
    const out = path.join(work, 'dist');
    await build({ configFile: false, root: work, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
    await writeFile(path.join(out, 'data.json'), JSON.stringify({ segments, context: { ...context, dismissed: [...context.dismissed] } }));
    const server = createServer((req, res) => {
      const file = path.join(out, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
      readFile(file).then(
        (body) => res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
      await page.waitForFunction(() => 'result' in window, null, { timeout: 300_000 });
      const result = await page.evaluate(() => (window as unknown as { result: Omit<BrowserChecks, 'workerChunk'> }).result);
      return { ...result, workerChunk: workers.some((u) => /checks\.worker/.test(u)) };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
