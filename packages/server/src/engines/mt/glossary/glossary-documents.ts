// A document translated with the client's glossary (decision 149): its segments go through the
// project's filters (decision 129) and each one through the same term protection as a text (withGlossary),
// whichever engine translates — Apertium's own format processors have no place for a protected term.
import type { TranslateDocumentInput, TranslateDocumentResult, TranslateTextInput, TranslateTextResult } from '../engine.ts';
import { filteredDocumentFormats, translateDocumentWithFilters } from '../filters/engine-documents.ts';
import { checkPlaceholders } from '@lingua/contract';
import { withGlossary } from './apply-glossary.ts';

type Translate = (input: TranslateTextInput) => Promise<TranslateTextResult>;

/** Segments in flight at once: an engine behind HTTP answers one segment a call here. */
const PARALLEL_SEGMENTS = 4;

/** Whether the document goes through the filters with the glossary: it has terms for the source and the filters read the format. */
export function documentTakesGlossary(input: TranslateDocumentInput): boolean {
  return (input.glossary?.(input.source).length ?? 0) > 0 && filteredDocumentFormats().includes(input.format);
}

/**
 * Translates the document segment by segment with the terms protected (or handed to a `native` engine), and
 * counts the terms written and the words the engine did not know in the segments kept.
 */
export async function translateDocumentWithGlossary(input: TranslateDocumentInput, translate: Translate, native: boolean): Promise<TranslateDocumentResult> {
  let glossaryTerms = 0;
  let unsureWords = 0;
  const one = async (text: string): Promise<string> => {
    const result = await withGlossary({ text, source: input.source, target: input.target, signal: input.signal, glossary: input.glossary }, translate, native);
    // A translation that broke a placeholder is sent again as plain text (decision 129): only the one kept counts.
    if (checkPlaceholders(text, result.translatedText).ok) {
      glossaryTerms += result.glossaryTerms?.length ?? 0;
      unsureWords += result.unsureWords?.filter((u) => u.unknown).length ?? 0;
    }
    return result.translatedText;
  };
  const result = await translateDocumentWithFilters(input, async (segments) => {
    const out = new Array<string>(segments.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let i = next++; i < segments.length; i = next++) out[i] = await one(segments[i]!);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SEGMENTS, segments.length) }, worker));
    return out;
  });
  return { ...result, glossaryTerms, unsureWords };
}
