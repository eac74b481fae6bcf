// The document editor's quality checks (decision 180), on a generated document: one segment's checks as the
// editor runs them on each edit (goal ≤ 10 ms), and the whole document's, consistency groups included, as the
// worker runs them (goal ≤ 3 s for 20,000 segments). Runs the checks in this process's thread: the worker runs
// the same code, off the editor's thread.
//
//   node tests/bench/document-checks.ts [--segments 20000] [--terms 1000]
import { parseArgs } from 'node:util';
import type { CheckContext, CheckSegment, CheckTerm } from '../../packages/document-review/src/checks/check-types.ts';
import { CheckState } from '../../packages/document-review/src/checks/check-state.ts';
import { checkDocument, checkSegment } from '../../packages/document-review/src/checks/document-checks.ts';
import { checksInChromium } from './lib/document-checks-browser.ts';
import { loadAverage, metOrNot, summary } from './lib/figures.ts';

const SEGMENT_GOAL_MS = 10;
const DOCUMENT_GOAL_MS = 3000;

/** A made-up vocabulary of 600 words; a glossary of real size has terms of many different first words. */
const VOCABULARY = Array.from({ length: 600 }, (_, i) => `w${(i * 7919).toString(36)}`);
const word = (n: number): string => VOCABULARY[n % VOCABULARY.length]!;

/** A made-up glossary: one- to three-word terms over the vocabulary, a few forbidden, some case-sensitive. */
function glossary(n: number): CheckTerm[] {
  return Array.from({ length: n }, (_, i) => {
    const words = [word(i * 3), ...(i % 3 ? [word(i * 5 + 1)] : []), ...(i % 5 === 0 ? [word(i * 11 + 2)] : [])];
    return { source: words.join(' '), target: `t${i} ${word(i + 300)}`, forbidden: i % 50 === 49, caseSensitive: i % 7 === 0 };
  });
}

/** A paragraph of 8–40 words with tags, numbers and terms; every tenth repeats an earlier source (consistency groups). */
function segment(i: number, terms: readonly CheckTerm[]): CheckSegment {
  const length = 8 + ((i * 13) % 33);
  const words = Array.from({ length }, (_, k) => (k % 9 === 4 ? terms[(i * 31 + k) % terms.length]!.source : word(i * 17 + k * 5)));
  const base = i % 10 === 9 ? i - 9 : i;
  const source = `The ${words.slice(0, 3).join(' ')} <g1>${words.slice(3, 6).join(' ')}</g1> shows ${base} mg<x2/> ${words.slice(6).join(' ')}.`;
  // Half the targets keep the glossary's terms, the other half miss them.
  const said = i % 2 ? words.map((w) => terms.find((t) => t.source === w)?.target ?? w) : words;
  const target = `El ${said.slice(0, 3).join(' ')} <g1>${said.slice(3, 6).join(' ')}</g1> muestra ${base} mg<x2/> ${said.slice(6).join(' ')}${i % 4 ? '.' : ''}`;
  const kind = i % 20 === 0 ? 'slide' : i % 20 === 1 ? 'cell' : 'paragraph';
  return { position: i, source: i % 10 === 9 ? segmentSource(base, terms) : source, target: i % 17 === 0 ? `${target}  ` : target, tags: '<g1></g1><x2/>', style: { kind } };
}

const segmentSource = (base: number, terms: readonly CheckTerm[]): string => segment(base, terms).source!;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { segments: { type: 'string', default: '20000' }, terms: { type: 'string', default: '1000' }, 'skip-browser': { type: 'boolean', default: false } } });
  const terms = glossary(Number(values.terms));
  const segments = Array.from({ length: Number(values.segments) }, (_, i) => segment(i, terms));
  const context: CheckContext = { sourceLanguage: 'enu', targetLanguage: 'esn', glossary: terms, ignoreIdentical: ['mg'], dismissed: new Set(['3:numbers']) };
  // A first run compiles the term patterns and warms the engine, as the worker's first run in a session does.
  const coldStart = performance.now();
  checkDocument(segments.slice(0, 200), context);
  const cold = performance.now() - coldStart;
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const s = segments[(i * 9973) % segments.length]!;
    const started = performance.now();
    checkSegment({ ...s, target: `${s.target} edit ${i}` }, context);
    samples.push(performance.now() - started);
  }
  const one = summary(samples);
  const runs: number[] = [];
  // The thread's own CPU time beside the wall clock: on a shared machine the wall clock mostly measures the queue.
  const cpu: number[] = [];
  let findings = 0;
  for (let r = 0; r < 3; r++) {
    const started = performance.now();
    const used = process.cpuUsage();
    findings = checkDocument(segments, context).length;
    runs.push(performance.now() - started);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  const whole = Math.max(...runs);
  console.log(`Document checks: ${segments.length} segments, ${terms.length} glossary terms (load average ${loadAverage()})`);
  console.log(`   first 200 segments, patterns compiled: ${cold.toFixed(0)} ms`);
  console.log(`1. one segment's checks: p50 ${one.p50.toFixed(2)} ms, p95 ${one.p95.toFixed(2)} ms of ${one.n} edits — goal ≤ ${SEGMENT_GOAL_MS} ms: ${metOrNot(one.p95 <= SEGMENT_GOAL_MS)}`);
  console.log(`2. whole document with consistency groups: ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms (${findings} findings; CPU ${cpu.map((ms) => ms.toFixed(0)).join(', ')} ms) — goal ≤ ${DOCUMENT_GOAL_MS} ms: ${metOrNot(whole <= DOCUMENT_GOAL_MS)}`);
  const state = new CheckState();
  state.reset(segments, context);
  const editStarted = performance.now();
  state.apply([{ ...segments[7]!, target: `${segments[7]!.target} editado` }]);
  state.findings();
  const editMs = performance.now() - editStarted;
  console.log(`   after one segment edited, the checks kept (the worker's case): ${editMs.toFixed(0)} ms — goal ≤ ${DOCUMENT_GOAL_MS} ms: ${metOrNot(editMs <= DOCUMENT_GOAL_MS)}`);
  if (values['skip-browser']) return;
  const browser = await checksInChromium(segments, context);
  const slowest = Math.max(...browser.runs.map((r) => r.ms));
  const longTask = Math.max(...browser.runs.map((r) => r.longTask));
  console.log(`3. in Chromium, the production build's worker${browser.workerChunk ? '' : ' (NO worker started: main thread)'}: ${browser.runs.map((r) => r.ms.toFixed(0)).join(', ')} ms (${browser.findings} findings), longest task on the editor's thread ${longTask.toFixed(0)} ms (load average ${loadAverage()}) — goal ≤ ${DOCUMENT_GOAL_MS} ms off the main thread: ${metOrNot(browser.workerChunk && slowest <= DOCUMENT_GOAL_MS)}`);
  console.log(`   after one segment edited (only it sent): ${browser.edit.ms.toFixed(0)} ms, longest task on the editor's thread ${browser.edit.longTask.toFixed(0)} ms — goal ≤ ${DOCUMENT_GOAL_MS} ms: ${metOrNot(browser.edit.ms <= DOCUMENT_GOAL_MS)}`);
}

await main();
