// Machine translation of transcript lines, as the media job and "Update translations" both need it: by sentence
// units (sentence-units.ts), each unit's translation divided over its lines (divide-translation.ts).
import type { GlossaryLookup } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { divideTranslation } from './divide-translation.ts';
import { hasWords, sentenceUnits } from './sentence-units.ts';

export interface LinesTranslation {
  /** One text per line; undefined for a line left out by `only`. */
  texts: Array<string | undefined>;
  /** The engines that translated, by MT_ENGINE name. */
  engines: string[];
  /** How many glossary terms the translations carry. */
  glossaryTerms: number;
}

type UnitOptions = { signal?: AbortSignal | undefined; glossary?: GlossaryLookup | undefined };

async function translateUnit(mt: MachineTranslation, text: string, languages: { source: string; target: string }, options: UnitOptions): Promise<{ text: string; engine: string | undefined; terms: number }> {
  const result = await mt.engine.translateText({ text, ...languages, signal: options.signal, glossary: options.glossary });
  // Apertium marks words it does not know with * (and # / @ for generation gaps); subtitles show the word.
  return { text: result.translatedText.replace(/[*#@](?=\p{L})/gu, ''), engine: result.engine, terms: result.glossaryTerms?.length ?? 0 };
}

/**
 * Translates the lines, one engine call per unit. With `only`, just the units holding a line it accepts are
 * translated (all their lines get a text, so the caller chooses which to keep).
 */
export async function translateLines(
  mt: MachineTranslation,
  lines: readonly string[],
  languages: { source: string; target: string },
  options: UnitOptions & { only?: (index: number) => boolean } = {},
): Promise<LinesTranslation> {
  const texts: Array<string | undefined> = lines.map(() => undefined);
  const engines = new Set<string>();
  let glossaryTerms = 0;
  for (const unit of sentenceUnits(lines)) {
    if (options.only && !unit.some(options.only)) continue;
    if (unit.length === 1 && !hasWords(lines[unit[0]!]!)) {
      texts[unit[0]!] = lines[unit[0]!]!.trim();
      continue;
    }
    const joined = unit.map((i) => lines[i]!.trim()).join(' ');
    const { text, engine, terms } = await translateUnit(mt, joined, languages, options);
    if (engine) engines.add(engine);
    glossaryTerms += terms;
    const parts = divideTranslation(text, unit.map((i) => lines[i]!.trim().length));
    for (const [k, i] of unit.entries()) texts[i] = parts[k]!;
  }
  return { texts, engines: [...engines], glossaryTerms };
}
