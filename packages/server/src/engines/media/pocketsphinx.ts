// Speech recognition with pocketsphinx_continuous `-time yes`: one `word start end confidence` line per word;
// fillers dropped, alternative pronunciations folded. The confidence is the lattice posterior (0.999 sure, 0.05
// contested); a build printing the log value is turned back as 1.0001^score.
import { existsSync } from 'node:fs';
import { MediaError, type SpeechRecognizer, type TimedWord } from './engine.ts';
import { runTool } from './process.ts';

export const POCKETSPHINX = 'pocketsphinx_continuous';

export const POCKETSPHINX_MODELS: Readonly<Record<string, { hmm: string; lm: string; dict: string }>> = {
  enu: {
    hmm: '/usr/share/pocketsphinx/model/en-us/en-us',
    lm: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
    dict: '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict',
  },
};

const WORD_LINE = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)$/;

export function parseWordTimes(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const m = WORD_LINE.exec(line.trim());
    if (!m) continue;
    const token = m[1]!;
    if (token.startsWith('<') || token.startsWith('[') || token.startsWith('++')) continue;
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(m[2]), end: Number(m[3]), confidence: wordConfidence(Number(m[4])) });
  }
  return words;
}

/** pocketsphinx's `-logbase` default. */
const LOG_BASE = 1.0001;

/** pocketsphinx's printed score as a 0–1 confidence (see the header). */
export function wordConfidence(score: number): number {
  const p = score < 0 ? Math.exp(score * Math.log(LOG_BASE)) : score;
  return Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000;
}

/** Measured (decision 096): `-remove_noise no`; `-bestpath no` scored better but prints 1.000 for every word. */
export const POCKETSPHINX_TUNED: readonly string[] = ['-remove_noise', 'no'];

export class PocketsphinxRecognizer implements SpeechRecognizer {
  readonly name = 'pocketsphinx';
  private readonly served: string[];
  private readonly models: Readonly<Record<string, { hmm: string; lm: string; dict: string }>>;
  private readonly args: readonly string[];

  /** `args` are extra decoder settings (the bench passes [] for Debian's defaults, or a candidate). */
  constructor(models: Readonly<Record<string, { hmm: string; lm: string; dict: string }>> = POCKETSPHINX_MODELS, args: readonly string[] = POCKETSPHINX_TUNED) {
    this.models = models;
    this.args = args;
    // Only models really installed count: the form offers exactly these as sources.
    this.served = Object.entries(models)
      .filter(([, m]) => existsSync(m.hmm) && existsSync(m.lm) && existsSync(m.dict))
      .map(([id]) => id);
  }

  languages(): readonly string[] {
    return this.served;
  }

  async recognize(input: { wav: string; language: string; signal?: AbortSignal | undefined }): Promise<TimedWord[]> {
    const model = this.served.includes(input.language) ? this.models[input.language] : undefined;
    if (!model) throw new MediaError('UNSUPPORTED_LANGUAGE', `No speech recognition for ${input.language}`);
    const out = await runTool(
      POCKETSPHINX,
      ['-infile', input.wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict, ...this.args],
      { signal: input.signal },
    );
    return parseWordTimes(out);
  }
}
