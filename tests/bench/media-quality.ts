// Subtitle quality figures (decisions 135 and 147). Prints each figure with met / NOT met and the load average
// beside it; nothing here fails a build.
//
//   node tests/bench/media-quality.ts [--sentences 30] [--skip-editor] [--port 8791]
//
// A fixed corpus: 30 English sentences of varied length (two words to three clauses), spoken by espeak-ng at
// 140 and at 190 words a minute with pauses of 0.3–0.9 s between them. The recogniser's answer is what a
// Whisper server gives for that speech: one segment per sentence with its spoken time (measured on the WAV),
// served by a local HTTP server in OpenAI's verbose_json shape and read through the product's OpenAI adapter
// (which spreads each segment's time over its words). Before (today's cue builder, segmentWords) and after
// (the contract's buildCues), per rate: the share of cues breaking each subtitle rule, and the share of
// sentences that fit one cue but were split across two. Goals (after): 0 cues over the line and duration
// limits, ≤ 5 % over reading speed, 0 split sentences that fit one cue.
// Beside them (§3), unless --skip-editor: the editor ready at 900 lines and the rebuild of a 10-minute dub after
// one changed line against its first render, measured by tests/bench/media-editor.ts (its sections 1, 2 and 4;
// PostgreSQL from DATABASE_URL and Debian's Chromium, a few minutes), run here and printed as it prints them.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildCues, DEFAULT_SUBTITLE_LIMITS as LIMITS, fitsOneCue, subtitleRuleBreaks, SUBTITLE_RULE_CODES, type SubtitleRuleCode } from '../../packages/contract/src/subtitles/index.ts';
import { OpenAiRecognizer, segmentWords, type TimedWord } from '../../packages/server/src/engines/media/index.ts';
import { durationOf } from '../../packages/server/src/engines/media/test-media.ts';
import { startAudioServer, wavOf } from '../../packages/server/src/engines/media/test-openai-server.ts';
import { CORPUS } from './media-quality-corpus.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: { sentences: { type: 'string', default: '30' }, 'skip-editor': { type: 'boolean', default: false }, port: { type: 'string', default: '8791' } },
});
const sentences = CORPUS.slice(0, Number(values.sentences));
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const pct = (n: number, of: number) => (of ? (100 * n) / of : 0);

/** The corpus spoken at `rate`: each sentence's start and end on one timeline, pauses varied. */
async function spokenTimes(dir: string, rate: number): Promise<Array<{ start: number; end: number; text: string }>> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  let t = 0.5;
  for (const [i, text] of sentences.entries()) {
    const wav = path.join(dir, `s${rate}-${i}.wav`);
    await run('espeak-ng', ['-v', 'en-us', '-s', String(rate), '-w', wav, text]);
    const seconds = await durationOf(wav);
    out.push({ start: t, end: t + seconds, text });
    t += seconds + 0.3 + ((i * 7) % 7) / 10;
  }
  return out;
}

/** The words the product's adapter reads from a Whisper-shaped answer with those segments. */
async function recognised(dir: string, segments: Array<{ start: number; end: number; text: string }>): Promise<TimedWord[]> {
  const server = await startAudioServer(() => ({ body: { task: 'transcribe', language: 'en', duration: segments.at(-1)!.end, text: segments.map((s) => s.text).join(' '), segments } }));
  try {
    const wav = path.join(dir, 'input.wav');
    await writeFile(wav, wavOf(new Int16Array(16_000), 16_000));
    const recognizer = new OpenAiRecognizer({ url: server.url, key: undefined, model: 'whisper-1', timeoutMs: 10_000, retries: 0, retryBaseMs: 10, languages: new Map([['enu', 'en']]), maxBytes: 24 * 1024 * 1024 });
    return await recognizer.recognize({ wav, language: 'enu' });
  } finally {
    await server.close();
  }
}

interface Figures {
  cues: number;
  breaking: Record<SubtitleRuleCode, number>;
  fitting: number;
  split: number;
}

/** Rule shares of `cues` and the sentences that fit one cue but were spread over more (by where their words fall). */
function figures(words: TimedWord[], sentenceRanges: Array<[number, number]>, cues: Array<{ start: number; end: number; text: string }>): Figures {
  const breaking = Object.fromEntries(SUBTITLE_RULE_CODES.map((c) => [c, 0])) as Record<SubtitleRuleCode, number>;
  for (const code of SUBTITLE_RULE_CODES) breaking[code] = new Set(subtitleRuleBreaks(cues, LIMITS).filter((b) => b.code === code).map((b) => b.index)).size;
  const cueOf = (w: TimedWord) => cues.findIndex((c) => (w.start + w.end) / 2 >= c.start - 0.001 && (w.start + w.end) / 2 <= c.end + 0.001);
  let fitting = 0;
  let split = 0;
  for (const [from, to] of sentenceRanges) {
    if (!fitsOneCue(words, from, to, LIMITS)) continue;
    fitting += 1;
    if (new Set(words.slice(from, to + 1).map(cueOf)).size > 1) split += 1;
  }
  return { cues: cues.length, breaking, fitting, split };
}

function sentenceRangesOf(words: TimedWord[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  words.forEach((w, i) => {
    if (w.segmentEnd) {
      ranges.push([from, i]);
      from = i + 1;
    }
  });
  return ranges;
}

function print(label: string, f: Figures, judge: boolean): void {
  const share = (code: SubtitleRuleCode) => `${code} ${pct(f.breaking[code], f.cues).toFixed(1)} %`;
  console.log(`   ${label}: ${f.cues} cues; ${SUBTITLE_RULE_CODES.map(share).join(', ')}; split sentences that fit one cue ${f.split}/${f.fitting} (${pct(f.split, f.fitting).toFixed(1)} %)`);
  if (!judge) return;
  const limits = f.breaking.LINE_TOO_LONG + f.breaking.TOO_MANY_LINES + f.breaking.TOO_LONG_ON_SCREEN;
  console.log(`     cues over the line and duration limits: ${limits} (goal 0: ${verdict(limits === 0)})`);
  console.log(`     cues over reading speed: ${pct(f.breaking.TOO_FAST, f.cues).toFixed(1)} % (goal ≤ 5 %: ${verdict(pct(f.breaking.TOO_FAST, f.cues) <= 5)})`);
  console.log(`     split sentences that fit one cue: ${f.split} (goal 0: ${verdict(f.split === 0)})`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'media-quality-'));
try {
  console.log(`Subtitle quality, ${sentences.length} sentences (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  for (const rate of [140, 190]) {
    const words = await recognised(dir, await spokenTimes(dir, rate));
    const ranges = sentenceRangesOf(words);
    console.log(` espeak-ng at ${rate} words a minute: ${words.length} words`);
    print('before (segmentWords)', figures(words, ranges, segmentWords(words)), false);
    print('after (buildCues)', figures(words, ranges, buildCues(words, LIMITS)), true);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const EDITOR_BENCH = ['tests/bench/media-editor.ts', '--skip-rebuild', '--port', values.port];
if (values['skip-editor']) {
  console.log(` Editor ready at 900 lines and a 10-minute dub's rebuild after one changed line: node ${EDITOR_BENCH.join(' ')}`);
} else {
  console.log('\nBeside them: the editor ready at 900 lines (goal ≤ 1 s, section 2) and a 10-minute dub rebuilt after one changed line (goal ≤ 10 % of the first render, section 4)');
  const editor = spawnSync(process.execPath, EDITOR_BENCH, { stdio: 'inherit' });
  if (editor.status !== 0) console.log(` the editor bench ended with ${editor.status ?? editor.signal}: those figures NOT measured`);
}
