// Byte budgets, a failing check rather than a benchmark: bytes do not vary from run to run as
// timings do. Each element's first load ≤ 60 KB gzipped (decisions 171, 172), and the loader within its 2 KB
// budget with 10 % of it to spare (≤ 1.8 KB), read from the widgets build the suite serves; the portal's `/`
// ≤ 200 KiB and `/createProject` ≤ 250 KiB transferred by a first visit (every response's body as sent and its
// headers, nothing cached). A change that breaks one fails with the element or page, its size and the budget; tests/bench/bundle-size.ts and lighthouse.ts print the fuller figures.
import path from 'node:path';
import { WIDGETS } from '../../packages/widgets/src/registry.ts';
import { widgetSizes } from '../bench/lib/widget-sizes.ts';
import { expect, test } from './fixtures.ts';

const ELEMENT_BUDGET_KB = 60;
const LOADER_BUDGET_KB = 2;
/** The part of the loader's budget kept free, so a new element's entry in its table does not break it. */
const LOADER_SPARE = 0.1;
const PAGE_BUDGET_KIB: Record<string, number> = { '/': 200, '/createProject': 250 };

test('every element and the loader within their byte budgets', () => {
  const sizes = widgetSizes(path.join(import.meta.dirname, '../../packages/widgets/dist'));
  const over = WIDGETS.map((w) => ({ tag: w.tag, kb: sizes.sum(sizes.staticGraph(w.entry)).gzip / 1024 })).filter((e) => e.kb > ELEMENT_BUDGET_KB);
  expect(over.map((e) => `<${e.tag}> ${e.kb.toFixed(1)} KB gzipped, budget ${ELEMENT_BUDGET_KB} KB`)).toEqual([]);
  const loader = sizes.loader().gzip / 1024;
  const loaderLimit = LOADER_BUDGET_KB * (1 - LOADER_SPARE);
  expect(loader, `lingua.js ${loader.toFixed(2)} KB gzipped, budget ${LOADER_BUDGET_KB} KB with ${LOADER_SPARE * 100} % spare (≤ ${loaderLimit.toFixed(2)} KB)`).toBeLessThanOrEqual(loaderLimit);
});

for (const [page, budget] of Object.entries(PAGE_BUDGET_KIB)) {
  test(`${page} transfers at most ${budget} KiB on a first visit`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const tab = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    tab.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
    await tab.goto(page, { waitUntil: 'networkidle' });
    const kib = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
    console.log(`${page}: ${kib.toFixed(1)} KiB transferred (budget ${budget} KiB)`);
    expect(kib, `${page} ${kib.toFixed(1)} KiB transferred, budget ${budget} KiB`).toBeLessThanOrEqual(budget);
    await context.close();
  });
}
