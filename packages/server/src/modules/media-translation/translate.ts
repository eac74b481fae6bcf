// Machine translation of transcript lines, as the media job and "Update translations" both need it: by sentence
// units (sentence-units.ts), each unit's translation divided over its lines (divide-translation.ts).
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { divideTranslation } from './divide-translation.ts';
import { hasWords, sentenceUnits } from './sentence-units.ts';

export interface LinesTranslation {
  /** One text per line; undefined for a line left out by `only`. */
  texts: Array<string | undefined>;
  /** The engines that translated, by MT_ENGINE name. */
  engines: string[];
}

async function translateUnit(mt: MachineTranslation, text: string, source: string, target: string, signal?: AbortSignal): Promise<{ text: string; engine: string | undefined }> {
  const result = await mt.engine.translateText({ text, source, target, signal });
  // Apertium marks words it does not know with * (and # / @ for generation gaps); subtitles show the word.
  return { text: result.translatedText.replace(/[*#@](?=\p{L})/gu, ''), engine: result.engine };
}

/**
 * Translates the lines, one engine call per unit. With `only`, just the units holding a line it accepts are
 * translated (all their lines get a text, so the caller chooses which to keep).
 */
export async function translateLines(
  mt: MachineTranslation,
  lines: readonly string[],
  languages: { source: string; target: string },
  options: { signal?: AbortSignal | undefined; only?: (index: number) => boolean } = {},
): Promise<LinesTranslation> {
  const texts: Array<string | undefined> = lines.map(() => undefined);
  const engines = new Set<string>();
  for (const unit of sentenceUnits(lines)) {
    if (options.only && !unit.some(options.only)) continue;
    if (unit.length === 1 && !hasWords(lines[unit[0]!]!)) {
      texts[unit[0]!] = lines[unit[0]!]!.trim();
      continue;
    }
    const joined = unit.map((i) => lines[i]!.trim()).join(' ');
    const { text, engine } = await translateUnit(mt, joined, languages.source, languages.target, options.signal);
    if (engine) engines.add(engine);
    const parts = divideTranslation(text, unit.map((i) => lines[i]!.trim().length));
    for (const [k, i] of unit.entries()) texts[i] = parts[k]!;
  }
  return { texts, engines: [...engines] };
}
