// Text translation takes sentences from the client's translation memory (decision 138): a sentence the memory
// has word for word (after normalising) is written from it; the runs of other sentences between them go to the
// engine as they stand, with the glossary. The answer says where the memory's sentences stand.
import type { MtEngine, TranslateTextInput, TranslateTextResult } from '../../engines/mt/index.ts';
import type { MemoryLookup } from '../translation-memory/index.ts';

type Span = { start: number; end: number };

/** The text cut after each sentence end (. ! ? … with closing quotes), each piece keeping the blanks after it. */
export function sentencePieces(text: string): Array<{ sentence: string; gap: string }> {
  const pieces = text.match(/[^.!?…]+(?:[.!?…]+["'”’)\]]*|$)\s*|[.!?…]+\s*/gu) ?? [];
  return pieces.map((p) => ({ sentence: p.trimEnd(), gap: p.slice(p.trimEnd().length) }));
}

export interface MemoryTranslation extends TranslateTextResult {
  memorySentences: Span[];
}

/** Undefined when no sentence of the text is in the memory (the caller translates as usual). */
export async function translateWithMemory(engine: MtEngine, input: TranslateTextInput & { source: string }, memory: MemoryLookup): Promise<MemoryTranslation | undefined> {
  const pieces = sentencePieces(input.text);
  const found = await memory(pieces.map((p) => p.sentence));
  if (found.size === 0) return undefined;
  let out = '';
  let engineName: string | undefined;
  const memorySentences: Span[] = [];
  const glossaryTerms: Span[] = [];
  const unsureWords: Span[] = [];
  let run = '';
  const flush = async () => {
    if (!run.trim()) {
      out += run;
      run = '';
      return;
    }
    const gap = run.slice(run.trimEnd().length);
    const r = await engine.translateText({ ...input, text: run.trimEnd() });
    engineName ??= r.engine;
    for (const g of r.glossaryTerms ?? []) glossaryTerms.push({ start: g.start + out.length, end: g.end + out.length });
    for (const u of r.unsureWords ?? []) unsureWords.push({ start: u.start + out.length, end: u.end + out.length });
    out += r.translatedText + gap;
    run = '';
  };
  for (const p of pieces) {
    const remembered = found.get(p.sentence);
    if (remembered === undefined) {
      run += p.sentence + p.gap;
      continue;
    }
    await flush();
    memorySentences.push({ start: out.length, end: out.length + remembered.length });
    out += remembered + p.gap;
  }
  await flush();
  return { translatedText: out, memorySentences, ...(glossaryTerms.length ? { glossaryTerms } : {}), ...(unsureWords.length ? { unsureWords } : {}), ...(engineName ? { engine: engineName } : {}) };
}
