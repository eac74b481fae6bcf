// HTML: a segment is each stretch of phrasing content (text and inline elements) between blocks — a
// paragraph, a heading, a list item, a table cell, or text standing in a `div` — plus the `alt` and `title`
// attributes people read. Inline elements are the formatting; `<br>`, pictures and scripts are atoms.
// Content marked `translate="no"` (HTML's own attribute), scripts and styles are left as they are.
import { HTML_ENTITIES } from './html-entities.ts';
import { INLINE, tagName } from './html-tree.ts';
import type { InlineRole } from './inline.ts';
import { slotOf, type PartRules, type SegmentSlot } from './xml-part.ts';
import { decodeEntities, escapeAttribute, escapeText, type XElement, type XNode } from './xml-tree.ts';

const ATOMS = new Set(['br', 'code', 'kbd', 'samp', 'wbr', 'img', 'input', 'script', 'noscript', 'template', 'svg', 'math', 'object', 'iframe', 'embed', 'video', 'audio', 'canvas', 'select', 'textarea', 'picture', 'map']);
// Program text, not prose.
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'math', 'textarea', 'select', 'code']);
const NO_TRANSLATE = /\stranslate\s*=\s*["']?no\b/i;

const decode = (raw: string): string => decodeEntities(raw, HTML_ENTITIES);

function role(el: XElement): InlineRole {
  const name = tagName(el);
  return ATOMS.has(name) || NO_TRANSLATE.test(el.open) || !INLINE.has(name) ? 'atom' : 'frame';
}

/** Text for HTML: markup characters escaped, no-break spaces visible as `&nbsp;`, unknown entity names kept. */
function encode(text: string): string {
  return escapeText(text)
    .replace(/&amp;([A-Za-z][A-Za-z0-9]{1,31};)/g, (whole, name: string) => (HTML_ENTITIES[name.slice(0, -1)] ? whole : `&${name}`))
    .replace(/\u00a0/g, '&nbsp;');
}

export const HTML_RULES: PartRules = {
  isParagraph: () => false,
  role,
  looseText: 'text',
  frameKey: (head) => head,
  decode,
  encode: (text) => encode(text),
  closeOf: (el) => `</${el.name}>`,
  skips: (el) => SKIPPED.has(tagName(el)) || NO_TRANSLATE.test(el.open),
};

/** Whether a node belongs to a paragraph's flow (an inline element holding a block is a block). */
function flows(node: XNode): boolean {
  if (node.kind === 'raw') return true;
  return INLINE.has(tagName(node)) && node.children.every(flows);
}

/** The segments of an HTML element's content: its runs of phrasing content, then those of its blocks. */
export function collectHtmlSegments(el: XElement, out: SegmentSlot[] = []): SegmentSlot[] {
  let runStart = -1;
  el.children.forEach((child, i) => {
    if (flows(child)) {
      if (runStart < 0) runStart = i;
    } else {
      closeRun(el, runStart, i - 1, out);
      runStart = -1;
      if (child.kind === 'el' && !HTML_RULES.skips!(child)) collectHtmlSegments(child, out);
    }
  });
  closeRun(el, runStart, el.children.length - 1, out);
  return out;
}

function closeRun(parent: XElement, from: number, to: number, out: SegmentSlot[]): void {
  if (from < 0) return;
  const slot = slotOf(parent, from, to, HTML_RULES);
  if (slot) out.push(slot);
}

export interface AttributeSlot {
  el: XElement;
  attribute: string;
  text: string;
}

const ATTRIBUTE = /(\s(alt|title)\s*=\s*)("([^"]*)"|'([^']*)')/gi;

/** The `alt` and `title` texts of every element outside skipped content. */
export function collectHtmlAttributes(el: XElement, out: AttributeSlot[] = []): AttributeSlot[] {
  for (const child of el.children) {
    if (child.kind !== 'el' || NO_TRANSLATE.test(child.open)) continue;
    for (const m of child.open.matchAll(ATTRIBUTE)) {
      const text = decode(m[4] ?? m[5] ?? '');
      if (/\p{L}/u.test(text)) out.push({ el: child, attribute: m[2]!.toLowerCase(), text: text.trim() });
    }
    if (!SKIPPED.has(tagName(child))) collectHtmlAttributes(child, out);
  }
  return out;
}

export function applyAttribute(slot: AttributeSlot, translation: string): void {
  slot.el.open = slot.el.open.replace(ATTRIBUTE, (whole, prefix: string, name: string) =>
    name.toLowerCase() === slot.attribute ? `${prefix}"${escapeAttribute(translation).replace(/\u00a0/g, '&nbsp;')}"` : whole,
  );
}
