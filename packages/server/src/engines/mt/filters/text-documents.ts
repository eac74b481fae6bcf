// The two formats that are one text each: plain text and HTML (read as UTF-8, or Latin-1 when not valid
// UTF-8, and written as UTF-8).
import { applyAttribute, collectHtmlAttributes, collectHtmlSegments } from './html.ts';
import { parseHtml } from './html-tree.ts';
import { hasWords } from './inline.ts';
import { translateTexts, type TranslateSegments, type TranslationCounts } from './translate-segments.ts';
import { decodeText, paragraphsOf, readText, writeText } from './txt.ts';
import { applyTranslations } from './xml-part.ts';
import { serialize } from './xml-tree.ts';

type Translated = { bytes: Buffer; counts: TranslationCounts };

export async function translatePlainText(data: Buffer, translate: TranslateSegments, signal: AbortSignal | undefined): Promise<Translated> {
  const doc = readText(data);
  const paragraphs = paragraphsOf(doc);
  const sent = paragraphs.filter(hasWords);
  const { results, counts } = await translateTexts(sent.map((p) => ({ source: p, plain: p })), translate, signal);
  let next = 0;
  // Paragraphs are sent without the spaces around them; an engine's own spaces there are dropped.
  const translated = paragraphs.map((p) => (hasWords(p) ? results[next++]!.translation.trim() : p));
  return { bytes: writeText(doc, translated), counts };
}

export async function translateHtml(data: Buffer, translate: TranslateSegments, signal: AbortSignal | undefined): Promise<Translated> {
  const root = parseHtml(decodeText(data));
  // Attributes first: a segment writes its inline elements' start tags as they are when it is collected.
  const attributes = collectHtmlAttributes(root);
  const first = await translateTexts(attributes.map((a) => ({ source: a.text, plain: a.text })), translate, signal);
  attributes.forEach((a, i) => applyAttribute(a, first.results[i]!.translation.trim()));
  const slots = collectHtmlSegments(root);
  const { results, counts } = await translateTexts(slots.map((s) => s.segment), translate, signal);
  applyTranslations(slots, results);
  return {
    bytes: Buffer.from(serialize(root), 'utf8'),
    counts: { segments: counts.segments + first.counts.segments, retriedPlain: counts.retriedPlain + first.counts.retriedPlain },
  };
}
