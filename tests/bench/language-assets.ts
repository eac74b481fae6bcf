// The client's own words (issue 40 §4), on the engine that is here (Apertium behind the chain, as the product
// runs it). Prints figures with met / NOT met and the load average; nothing here fails a build.
//
//   node tests/bench/language-assets.ts [--sentences 200] [--entries 500] [--pair enu:esn]
//
// 1. Glossary: a generated glossary of `entries` made-up terms ("cobalt valve", "amber sensor"…, each with a
//    target no engine would invent), and `sentences` sentences holding one or two of them. The share of sentences
//    in which every term came out as the glossary says, without and with the glossary (goal ≥ 98 % with it),
//    and the time the glossary adds per sentence — the chain's own glossary work (finding the terms, protecting
//    them, writing the targets back), timed around it as decision 130 judges the chain (goal ≤ 2 ms at p95).
// 2. Translation memory at 1,000,000 units (exact and fuzzy lookup p95, repeated sentences served from it): not
//    measured, because the memory of issue 40 §2 is not built yet; printed as NOT met so the gap stays visible.
import { parseArgs } from 'node:util';
import { ApertiumEngine } from '../../packages/server/src/engines/mt/apertium/apertium-engine.ts';
import { ChainEngine } from '../../packages/server/src/engines/mt/chain/chain-engine.ts';
import type { GlossaryTerm } from '../../packages/server/src/engines/mt/engine.ts';
import { protectTerms } from '../../packages/server/src/engines/mt/glossary/protect-terms.ts';
import { APERTIUM_LANGUAGES } from './lib/apertium-languages.ts';
import { loadAverage, metOrNot, summary } from './lib/figures.ts';

const { values } = parseArgs({
  options: {
    sentences: { type: 'string', default: '200' },
    entries: { type: 'string', default: '500' },
    pair: { type: 'string', default: 'enu:esn' },
  },
});
const [source, target] = values.pair.split(':') as [string, string];

const ADJECTIVES = ['cobalt', 'amber', 'silver', 'copper', 'crimson', 'ivory', 'olive', 'violet', 'golden', 'scarlet', 'azure', 'coral', 'jade', 'onyx', 'pearl', 'russet', 'saffron', 'teal', 'umber', 'walnut', 'bronze', 'cedar', 'indigo', 'maple', 'slate'];
const NOUNS = ['valve', 'sensor', 'monitor', 'pump', 'filter', 'cartridge', 'inhaler', 'catheter', 'stent', 'scanner', 'bracket', 'syringe', 'gauge', 'tablet', 'module', 'adapter', 'cable', 'lens', 'strap', 'clamp'];
const LETTERS = 'bcdfghjklmnpqrstvwxz';

/** `n` entries: every adjective with every noun, each target a made-up brand word and the noun's code. */
function glossary(n: number): GlossaryTerm[] {
  const out: GlossaryTerm[] = [];
  for (const adjective of ADJECTIVES) for (const noun of NOUNS) out.push({ source: `${adjective} ${noun}`, target: '', doNotTranslate: false, caseSensitive: false });
  return out.slice(0, n).map((t, i) => ({ ...t, target: `Vex${LETTERS[i % 20]}${LETTERS[Math.floor(i / 20) % 20]}ora` }));
}

const FRAMES = [
  (a: string) => `Please bring the ${a} to the pharmacy before noon.`,
  (a: string) => `The ${a} was replaced yesterday.`,
  (a: string, b: string) => `Check the ${a} and the ${b} every morning.`,
  (a: string) => `Your ${a}, which arrived today, is ready.`,
  (a: string, b: string) => `We sent the ${a}; the ${b} follows next week.`,
];

function sentences(terms: GlossaryTerm[], n: number): Array<{ text: string; expected: string[] }> {
  return Array.from({ length: n }, (_, i) => {
    const a = terms[(i * 7) % terms.length]!;
    const b = terms[(i * 13 + 5) % terms.length]!;
    const frame = FRAMES[i % FRAMES.length]!;
    return { text: frame(a.source, b.source), expected: frame.length === 2 ? [a.target, b.target] : [a.target] };
  });
}

async function main(): Promise<void> {
  const terms = glossary(Number(values.entries));
  const corpus = sentences(terms, Number(values.sentences));
  const chain = new ChainEngine([new ApertiumEngine({ languages: APERTIUM_LANGUAGES, poolSize: 1 })], { refreshMs: 3_600_000 });
  await chain.start();
  const lookup = (s: string) => (s === source ? terms : []);
  let withoutOk = 0;
  let withOk = 0;
  const own: number[] = [];
  try {
    for (const s of corpus) {
      const plain = await chain.translateText({ text: s.text, source, target });
      if (s.expected.every((t) => plain.translatedText.includes(t))) withoutOk++;
      const applied = await chain.translateText({ text: s.text, source, target, glossary: lookup });
      if (s.expected.every((t) => applied.translatedText.includes(t))) withOk++;
      // The chain's own glossary work for this sentence, on the engine's answer it got.
      const t0 = performance.now();
      const shielded = protectTerms(s.text, lookup(source));
      shielded.restore(plain.translatedText);
      own.push(performance.now() - t0);
    }
  } finally {
    await chain.close();
  }
  const share = (n: number) => (100 * n) / corpus.length;
  const time = summary(own);
  console.log(`language assets on Apertium ${source} → ${target}, ${corpus.length} sentences, a glossary of ${terms.length} entries (load average ${loadAverage()})`);
  console.log(`  glossary: every term as the glossary says — without ${share(withoutOk).toFixed(1)} %, with ${share(withOk).toFixed(1)} % (goal ≥ 98 %: ${metOrNot(share(withOk) >= 98)})`);
  console.log(`  glossary: time it adds per sentence p50 ${time.p50.toFixed(3)} ms, p95 ${time.p95.toFixed(3)} ms (goal ≤ 2 ms at p95: ${metOrNot(time.p95 <= 2)})`);
  console.log('  memory at 1,000,000 units: exact lookup p95 — not measured, the memory of issue 40 §2 is not built yet (goal ≤ 5 ms: NOT met)');
  console.log('  memory at 1,000,000 units: fuzzy lookup p95 — not measured, the memory of issue 40 §2 is not built yet (goal ≤ 50 ms: NOT met)');
  console.log('  memory: repeated sentences served from it — not measured, the memory of issue 40 §2 is not built yet (goal 100 %: NOT met)');
}

await main();
