// Speech recognition with CMU pocketsphinx (Debian `pocketsphinx` + `pocketsphinx-en-us`): the
// pocketsphinx_continuous tool with `-time yes` prints, per utterance, the hypothesis and then one line per
// word: `word start end confidence`, times in seconds from the start of the file. Fillers (<s>, </s>, <sil>,
// [NOISE], ++…++) are dropped and alternative pronunciations (`report(2)`) folded to the word.
import { existsSync } from 'node:fs';
import { MediaError, type SpeechRecognizer, type TimedWord } from './engine.ts';
import { runTool } from './process.ts';

export const POCKETSPHINX = 'pocketsphinx_continuous';

/** Model directories per portal language; only English ships with Debian. */
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
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(m[2]), end: Number(m[3]) });
  }
  return words;
}

export class PocketsphinxRecognizer implements SpeechRecognizer {
  readonly name = 'pocketsphinx';
  private readonly served: string[];
  private readonly models: Readonly<Record<string, { hmm: string; lm: string; dict: string }>>;

  constructor(models: Readonly<Record<string, { hmm: string; lm: string; dict: string }>> = POCKETSPHINX_MODELS) {
    this.models = models;
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
      ['-infile', input.wav, '-time', 'yes', '-logfn', '/dev/null', '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
      { signal: input.signal },
    );
    return parseWordTimes(out);
  }
}
