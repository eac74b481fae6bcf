// The document editor's browser figures (section 3 of document-review.ts): the editor alone, built for production
// from packages/document-review/bench/, served from loopback and opened in Debian's Chromium.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { loadAverage, metOrNot, summary } from './figures.ts';

const HARNESS = path.resolve(import.meta.dirname, '../../../packages/document-review/bench');
const GOALS = { firstScreen: { 5000: 1000, 20000: 1500 } as Record<number, number>, searchMs: 2000, heapMb: 200, keyP95: 50 };
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = path.join(dir, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

/** Milliseconds from the page's script start to the first screen: rows in view rendered and the first field editable. */
async function firstScreen(page: Page, url: string, segments: number): Promise<number> {
  await page.goto(`${url}?segments=${segments}`);
  await page.waitForFunction(() => document.querySelector('.lp-doc-field[contenteditable="true"]') !== null, null, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now() - (window as unknown as { benchStart: number }).benchStart);
}

/** Milliseconds from a search typed to the list answering with the matching rows only. */
async function searchReady(page: Page): Promise<number> {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  const started = await page.evaluate(() => performance.now());
  // Segment 7's footer ("Seite") repeats every seventh segment: a search that keeps one row in seven.
  await search.fill('Seite');
  await page.waitForFunction(() => [...document.querySelectorAll('.lp-doc-field')].every((f) => f.textContent?.startsWith('Seite')), null, { timeout: 60_000, polling: 'raf' });
  return (await page.evaluate(() => performance.now())) - started;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Keystroke → the next frame after it, over `keys` characters typed into the first segment. */
async function keystrokes(page: Page, keys: number): Promise<number[]> {
  await page.locator('.lp-doc-field').first().click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { lat: number[] };
    w.lat = [];
    document.addEventListener('keydown', (e) => {
      const t = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.lat.push(performance.now() - t)));
    }, true);
  });
  for (let i = 0; i < keys; i++) await page.keyboard.type('abcdefghij'[i % 10]!, { delay: 40 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { lat: number[] }).lat);
}

export async function browserRun(work: string): Promise<void> {
  const outDir = path.join(work, 'editor');
  await build({ root: HARNESS, configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    console.log(`3. The editor in Chromium (production build, calls answered in the page; load average ${loadAverage()})`);
    for (const segments of [5000, 20000]) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const first = await firstScreen(page, url, segments);
      const goal = GOALS.firstScreen[segments]!;
      const mounted = await page.locator('.lp-doc-row').count();
      console.log(`   ${segments.toLocaleString('en')} segments: first screen ${first.toFixed(0)} ms (goal ≤ ${goal} ms): ${metOrNot(first <= goal)}; ${mounted} rows mounted (at most 100): ${metOrNot(mounted <= 100)}`);
      const search = await searchReady(page);
      console.log(`   ${segments.toLocaleString('en')} segments: search over every segment answered in ${search.toFixed(0)} ms (goal ≤ ${GOALS.searchMs} ms): ${metOrNot(search <= GOALS.searchMs)}`);
      if (segments === 20000) {
        await page.getByRole('searchbox', { name: 'Search' }).fill('');
        const heap = await heapMb(page);
        console.log(`   20,000 segments: JavaScript heap ${heap.toFixed(0)} MB after a collection (goal ≤ ${GOALS.heapMb} MB): ${metOrNot(heap <= GOALS.heapMb)}`);
        const { n, p50, p95 } = summary(await keystrokes(page, 60));
        console.log(`   20,000 segments: keystroke → next frame p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${n} keys (goal p95 ≤ ${GOALS.keyP95} ms): ${metOrNot(p95 <= GOALS.keyP95)}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}
