// Transcript lines translated by sentence units (sentence-units.ts), divided back over their lines.
import type { GlossaryLookup } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { divideMarked, type Span } from './divide-translation.ts';
import { hasWords, sentenceUnits } from './sentence-units.ts';

export interface LinesTranslation {
  texts: Array<string | undefined>;
  /** Per line, where the words stand that the engine did not know (decision 143); empty for most lines. */
  unsure: Span[][];
  engines: string[];
  glossaryTerms: number;
  /** Per line, how many of those terms begin in it, so "Update translations" can replace a line's share. */
  terms: number[];
  /** Per line, where those terms stand (a term the cut split is marked in both parts). */
  termSpans: Span[][];
  fromMemory: number;
}

type UnitOptions = { signal?: AbortSignal | undefined; glossary?: GlossaryLookup | undefined };
/** Exact matches of the client's memory by sentence (decision 138); a match is taken instead of the engine. */
type Memory = (sentences: readonly string[]) => Promise<Map<string, string>>;

async function translateUnit(mt: MachineTranslation, text: string, languages: { source: string; target: string }, options: UnitOptions): Promise<{ text: string; unsure: Span[]; engine: string | undefined; terms: Span[] }> {
  const result = await mt.engine.translateText({ text, ...languages, signal: options.signal, glossary: options.glossary });
  // The engine's unsure marks never reach a subtitle (the engine took them out); where they stood comes along.
  return { text: result.translatedText, unsure: (result.unsureWords ?? []).map(({ start, end }) => ({ start, end })), engine: result.engine, terms: result.glossaryTerms ?? [] };
}

/** One engine call per unit, none for a unit the memory has word for word; `only` limits the units translated. */
export async function translateLines(
  mt: MachineTranslation,
  lines: readonly string[],
  languages: { source: string; target: string },
  options: UnitOptions & { only?: (index: number) => boolean; memory?: Memory | undefined } = {},
): Promise<LinesTranslation> {
  const texts: Array<string | undefined> = lines.map(() => undefined);
  const unsure: Span[][] = lines.map(() => []);
  const terms: number[] = lines.map(() => 0);
  const termSpans: Span[][] = lines.map(() => []);
  const engines = new Set<string>();
  let fromMemory = 0;
  const units = sentenceUnits(lines).filter((unit) => !options.only || unit.some(options.only));
  const joinedOf = (unit: number[]) => unit.map((i) => lines[i]!.trim()).join(' ');
  const remembered = options.memory ? await options.memory(units.map(joinedOf)) : new Map<string, string>();
  for (const unit of units) {
    if (unit.length === 1 && !hasWords(lines[unit[0]!]!)) {
      texts[unit[0]!] = lines[unit[0]!]!.trim();
      continue;
    }
    const joined = joinedOf(unit);
    let text = remembered.get(joined);
    let marks: Span[] = [];
    let unitTerms: Span[] = [];
    if (text === undefined) {
      const translated = await translateUnit(mt, joined, languages, options);
      if (translated.engine) engines.add(translated.engine);
      ({ text, unsure: marks, terms: unitTerms } = translated);
    } else fromMemory++;
    const lengths = unit.map((i) => lines[i]!.trim().length);
    const parts = divideMarked(text, marks, lengths);
    const termParts = unitTerms.length ? divideMarked(text, unitTerms, lengths) : [];
    const termCounts = termsBeginning(termParts);
    for (const [k, i] of unit.entries()) [texts[i], unsure[i], terms[i], termSpans[i]] = [parts[k]!.text, parts[k]!.marks, termCounts[k] ?? 0, termParts[k]?.marks ?? []];
  }
  return { texts, unsure, engines: [...engines], glossaryTerms: terms.reduce((a, b) => a + b, 0), terms, termSpans, fromMemory };
}

/** Terms per line of a divided translation; a term the cut split between two lines counts in the first. */
function termsBeginning(parts: ReadonlyArray<{ text: string; marks: Span[] }>): number[] {
  return parts.map((part, k) => {
    const previous = parts[k - 1];
    const carried = previous?.marks.at(-1)?.end === previous?.text.length && part.marks[0]?.start === 0;
    return part.marks.length - (carried ? 1 : 0);
  });
}
