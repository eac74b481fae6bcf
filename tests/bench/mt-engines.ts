// Machine-translation engine figures (decision 130). Prints figures with met / NOT met and the
// load average beside them; nothing here fails a build (timings depend on the machine's load: run it when the
// machine is quiet).
//
//   node tests/bench/mt-engines.ts [--rounds 200] [--pair enu:esn] [--documents 10] [--sections 20]
//
// 1. The chain's overhead: the same Apertium engine (the engine that is here) called directly and through the
//    chain (MT_ENGINE=apertium, a chain of one, as the product runs it), interleaved text by text so both see
//    the same load, for texts of about 50, 500 and 5000 characters. p50/p95 of each and what the chain adds at
//    p95. Goal: ≤ 1 ms added at p95.
// 2. The document filters' round trip: tests/bench/mt-engine-filters.ts says what it measures.
import { parseArgs } from 'node:util';
import { ApertiumEngine } from '../../packages/server/src/engines/mt/apertium/apertium-engine.ts';
import { ChainEngine } from '../../packages/server/src/engines/mt/chain/chain-engine.ts';
import { documentFilterRoundTrip } from './mt-engine-filters.ts';
import { APERTIUM_LANGUAGES } from './lib/apertium-languages.ts';
import { loadAverage, metOrNot, summary } from './lib/figures.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    pair: { type: 'string', default: 'enu:esn' },
    documents: { type: 'string', default: '10' },
    sections: { type: 'string', default: '20' },
  },
});
const ROUNDS = Number(values.rounds);
const [source, target] = values.pair.split(':') as [string, string];

const LANGUAGES = APERTIUM_LANGUAGES;

const SENTENCES = [
  'Please call the pharmacy before noon.',
  'The invoice total is $250 (including tax).',
  'Take one tablet twice a day with food.',
  'We could not deliver your parcel because nobody was at home.',
  'The meeting has been moved to the third floor, room 301.',
];

/** Sentences cut at the last word that fits in `size` characters. */
export function textOfSize(size: number): string {
  let text = '';
  for (let i = 0; text.length < size; i++) text += `${i ? ' ' : ''}${SENTENCES[i % SENTENCES.length]}`;
  const cut = text.slice(0, size + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

/** One size's samples (ms): Apertium alone, through the chain, and the chain's own part of each chained call. */
async function measureSize(apertium: ApertiumEngine, chain: ChainEngine, lastEngineMs: () => number, text: string, rounds: number) {
  const input = { text, source, target };
  for (let i = 0; i < 10; i++) await Promise.all([apertium.translateText(input), chain.translateText(input)]);
  const alone: number[] = [];
  const chained: number[] = [];
  const own: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternating which goes first keeps a warm-cache advantage off either side.
    for (const viaChain of i % 2 ? [false, true] : [true, false]) {
      const t0 = performance.now();
      await (viaChain ? chain : apertium).translateText(input);
      const ms = performance.now() - t0;
      if (!viaChain) alone.push(ms);
      else {
        chained.push(ms);
        // The same call's time inside the engine, as the chain timed it: the rest is the chain's own.
        own.push(ms - lastEngineMs());
      }
    }
  }
  return { alone: summary(alone), chained: summary(chained), own: summary(own) };
}

/**
 * Section 1: Apertium alone and through the chain, per text size. The verdict reads the chain's own time within
 * each call (its whole call less the engine call it timed), which the engine's own spread does not blur; the
 * two distributions are printed beside it.
 */
export async function chainOverhead(rounds: number): Promise<void> {
  const apertium = new ApertiumEngine({ languages: LANGUAGES, poolSize: 2 });
  const chain = new ChainEngine([apertium], { refreshMs: 3_600_000 });
  try {
    await chain.start();
    await apertium.warmUp([{ source, target }]);
    let engineMs = 0;
    chain.observe((o) => (engineMs = o.seconds * 1000));
    console.log(`1. The chain's overhead, ${source}→${target}, ${rounds} rounds per size (load average ${loadAverage()})`);
    for (const size of [50, 500, 5000]) {
      const text = textOfSize(size);
      const { alone: a, chained: c, own } = await measureSize(apertium, chain, () => engineMs, text, rounds);
      console.log(
        `   ${String(text.length).padStart(5)} chars: Apertium alone p50 ${a.p50.toFixed(2)} ms p95 ${a.p95.toFixed(2)} ms; ` +
          `through the chain p50 ${c.p50.toFixed(2)} ms p95 ${c.p95.toFixed(2)} ms (difference at p95 ${(c.p95 - a.p95).toFixed(2)} ms); ` +
          `the chain's own time p50 ${own.p50.toFixed(3)} ms p95 ${own.p95.toFixed(3)} ms (goal ≤ 1 ms added at p95): ${metOrNot(own.p95 <= 1)}`,
      );
    }
  } finally {
    await chain.close();
  }
}

await chainOverhead(ROUNDS);

// ---- 2. Document filters' round trip (decision 129): tests/bench/mt-engine-filters.ts ------------------------
console.log('');
await documentFilterRoundTrip({ documents: Number(values.documents), sections: Number(values.sections) });
