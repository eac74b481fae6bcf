// The chain applies a client's glossary around whichever engine translates (decision 134), so
// every engine — and every route through it: text, media lines — gets the client's terms the same way.
import type { TranslateTextInput, TranslateTextResult } from '../engine.ts';
import { findTerms } from './find-terms.ts';
import { protectTerms } from './protect-terms.ts';

type Translate = (input: TranslateTextInput) => Promise<TranslateTextResult>;

/**
 * Translates `input` from a known source with the glossary's terms protected and written back — or, for an
 * engine that writes terms itself (`native`), with the terms found handed to it.
 */
export async function withGlossary(input: TranslateTextInput & { source: string }, translate: Translate, native = false): Promise<TranslateTextResult> {
  const terms = input.glossary?.(input.source) ?? [];
  const plain = { ...input, glossary: undefined };
  if (native) {
    const matches = findTerms(input.text, terms).map((m) => ({ start: m.start, end: m.end, target: m.term.doNotTranslate ? input.text.slice(m.start, m.end) : m.term.target }));
    // The lookup stays with the matches: DeepL builds its glossary from every term of the pair (decision 155).
    return translate(matches.length ? { ...input, glossaryMatches: matches } : plain);
  }
  const shielded = protectTerms(input.text, terms);
  if (shielded.found === 0) return translate(plain);
  const result = await translate({ ...plain, text: shielded.text });
  const restored = shielded.restore(result.translatedText, result.unsureWords);
  const { unsureWords: _, ...rest } = result;
  return { ...rest, translatedText: restored.text, glossaryTerms: restored.applied, ...(restored.unsure.length ? { unsureWords: restored.unsure } : {}) };
}

/**
 * A detected source is known only after the engine answered; when the glossary of that source has terms in the
 * text, the text is translated again from it with the terms protected (one more call, only then).
 */
export async function afterDetection(input: TranslateTextInput, first: TranslateTextResult, translate: Translate): Promise<TranslateTextResult> {
  const detected = first.detectedLanguage;
  if (!input.glossary || !detected) return first;
  if (protectTerms(input.text, input.glossary(detected)).found === 0) return first;
  const again = await withGlossary({ ...input, source: detected }, translate);
  return { ...again, detectedLanguage: detected };
}
