// Finding the segments of a parsed part and writing their translations back. A paragraph's content between
// its first and last child with text is replaced; what lies outside (paragraph properties, a leading
// bookmark, the end-of-paragraph properties) stays as written. Paragraphs inside a paragraph's atoms (a text
// box, a footnote in ODF) are segments of their own, collected after it and written back before it.
import { hasWords, leavesOf, type InlineRules } from './inline.ts';
import { buildSegment, piecesOf, plainPiecesOf, writePieces, type Segment } from './segment.ts';
import { rawText, type XElement } from './xml-tree.ts';

export interface SegmentSlot {
  segment: Segment;
  parent: XElement;
  /** First and last child of `parent` the segment covers. */
  start: number;
  end: number;
  rules: InlineRules;
}

/** A segment's translation: checked placeholders, or plain text after the retry. */
export interface SegmentResult {
  translation: string;
  plain: boolean;
}

export interface PartRules extends InlineRules {
  /** Elements whose content is never translated (a numeric table cell, a script). */
  skips?(el: XElement): boolean;
}

export function collectSegments(el: XElement, rules: PartRules, out: SegmentSlot[] = []): SegmentSlot[] {
  for (const child of el.children) {
    if (child.kind !== 'el' || rules.skips?.(child)) continue;
    if (rules.isParagraph(child)) {
      const slot = slotOf(child, 0, child.children.length - 1, rules);
      if (slot) out.push(slot);
    }
    collectSegments(child, rules, out);
  }
  return out;
}

/** The segment of `parent`'s children `from`..`to`, trimmed to the children that hold words. */
export function slotOf(parent: XElement, from: number, to: number, rules: InlineRules): SegmentSlot | undefined {
  const withText = (i: number): boolean =>
    leavesOf([parent.children[i]!], rules).some((l) => l.kind === 'text' && l.text.trim() !== '');
  let start = from;
  while (start <= to && !withText(start)) start++;
  let end = to;
  while (end >= start && !withText(end)) end--;
  if (start > end) return undefined;
  const segment = buildSegment(leavesOf(parent.children.slice(start, end + 1), rules));
  return hasWords(segment.plain) ? { segment, parent, start, end, rules } : undefined;
}

/** Writes translations into their slots, last slot first so earlier slots' positions still hold. */
export function applyTranslations(slots: readonly SegmentSlot[], results: readonly SegmentResult[]): void {
  for (let i = slots.length - 1; i >= 0; i--) {
    const { segment, parent, start, end, rules } = slots[i]!;
    const { translation, plain } = results[i]!;
    const pieces = plain ? plainPiecesOf(segment, translation) : piecesOf(segment, translation);
    const xml = writePieces(pieces, (text, chain, before) => rules.encode(text, chain, before));
    parent.children.splice(start, end - start + 1, rawText(xml));
  }
}
