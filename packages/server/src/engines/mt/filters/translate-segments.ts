// Sending a document's segments to the engine: each distinct segment once (a workbook's repeated strings,
// a header on every page), its placeholders checked, and the segments whose translation lost or broke a
// placeholder sent again as plain text (decision 129): that segment loses its inline formatting, the file
// stays whole.
import { MtError } from '../engine.ts';
import { checkPlaceholders } from '@lingua/contract';
import type { SegmentResult } from './xml-part.ts';

/** Translates texts that may hold placeholders; answers in the same order, one per text. */
export type TranslateSegments = (segments: string[]) => Promise<string[]>;

export interface SegmentText {
  /** With placeholders. */
  source: string;
  /** Without them. */
  plain: string;
}

export interface TranslationCounts {
  /** Distinct segments sent. */
  segments: number;
  /** Of those, sent again as plain text. */
  retriedPlain: number;
}

export async function translateTexts(
  texts: readonly SegmentText[],
  translate: TranslateSegments,
  signal: AbortSignal | undefined,
): Promise<{ results: SegmentResult[]; counts: TranslationCounts }> {
  const plainOf = new Map(texts.map((t) => [t.source, t.plain]));
  const sources = [...plainOf.keys()];
  const translated = await call(translate, sources, signal);
  const checked = new Map<string, string>();
  const failed = new Map<string, string>();
  sources.forEach((source, i) => {
    if (checkPlaceholders(source, translated[i]!).ok) checked.set(source, translated[i]!);
    else failed.set(source, plainOf.get(source)!);
  });
  const plains = [...new Set(failed.values())];
  const plainTranslated = plains.length > 0 ? await call(translate, plains, signal) : [];
  const byPlain = new Map(plains.map((p, i) => [p, plainTranslated[i]!]));
  const results = texts.map((t) =>
    checked.has(t.source) ? { translation: checked.get(t.source)!, plain: false } : { translation: byPlain.get(t.plain)!, plain: true },
  );
  return { results, counts: { segments: sources.length, retriedPlain: failed.size } };
}

async function call(translate: TranslateSegments, segments: string[], signal: AbortSignal | undefined): Promise<string[]> {
  if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted');
  if (segments.length === 0) return [];
  const out = await translate(segments);
  if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted');
  if (!Array.isArray(out) || out.length !== segments.length || out.some((t) => typeof t !== 'string')) {
    throw new MtError('ENGINE_FAILURE', `The engine answered ${Array.isArray(out) ? out.length : 'no'} translations for ${segments.length} segments`);
  }
  return out;
}
