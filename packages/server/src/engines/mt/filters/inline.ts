// A paragraph's inline content as a translator sees it (decision 129): text and atoms, each under its formatting frames.
import { looksLikePlaceholder } from '@lingua/contract';
import { decodeEntities, serialize, type XElement, type XNode } from './xml-tree.ts';

export interface Frame {
  name: string;
  /** Start tag plus the property children that come with it (a run's `<w:rPr>`). */
  head: string;
  close: string;
  /** What makes two frames the same formatting (the head without revision ids). */
  key: string;
  /** Whether the element held text in the source, not only atoms (a run with a tab and a word). */
  hasText: boolean;
}

export type Leaf =
  | { kind: 'text'; text: string; chain: Frame[] }
  | { kind: 'atom'; node: XNode; chain: Frame[] };

export interface TextBefore {
  /** The last character written, undefined at the paragraph's start or after an atom. */
  char: string | undefined;
  /** Inline elements ended right before the text, and those begun for it. */
  closed: readonly Frame[];
  opened: readonly Frame[];
}

export type InlineRole =
  | 'frame'
  | 'text'
  /** Kept whole and moved as one placeholder. */
  | 'atom'
  /** Rendering hints the office suite writes again itself (proofing marks); left out of a translated paragraph. */
  | 'drop'
  | 'property'
  | { text: string };

export interface InlineRules {
  isParagraph(el: XElement): boolean;
  role(el: XElement): InlineRole;
  /** Character data outside text elements: text (ODF, HTML) or layout whitespace (OOXML). */
  looseText: 'text' | 'ignore';
  frameKey(head: string): string;
  decode(raw: string): string;
  /** Text as it is written under `chain`, after what `before` says precedes it in the paragraph. */
  encode(text: string, chain: readonly Frame[], before: TextBefore): string;
  /** How a frame's end is written when the source left it implicit (HTML). */
  closeOf?(el: XElement): string;
}

export function leavesOf(nodes: readonly XNode[], rules: InlineRules, chain: Frame[] = [], out: Leaf[] = []): Leaf[] {
  for (const node of nodes) {
    if (node.kind === 'raw') {
      if (!node.text) out.push({ kind: 'atom', node, chain });
      else if (rules.looseText === 'text') pushText(out, rules.decode(node.raw), chain, node, rules);
      continue;
    }
    const role = rules.role(node);
    if (typeof role === 'object') pushText(out, role.text, chain, node, rules);
    else if (role === 'text') pushText(out, containerText(node, rules), chain, node, rules);
    else if (role === 'frame' && (node.close !== '' || (rules.closeOf !== undefined && node.children.length > 0))) {
      const frame = frameOf(node, rules);
      const from = out.length;
      leavesOf(node.children.filter((c) => !isProperty(c, rules)), rules, [...chain, frame], out);
      frame.hasText = out.slice(from).some((l) => l.kind === 'text');
    } else if (role === 'atom' || role === 'frame') out.push({ kind: 'atom', node, chain });
  }
  return out;
}

function pushText(out: Leaf[], text: string, chain: Frame[], node: XNode, rules: InlineRules): void {
  if (text === '') return;
  // Literal text that reads like a placeholder travels as one, so the translation cannot confuse the two.
  if (looksLikePlaceholder(text)) out.push({ kind: 'atom', node: { kind: 'raw', raw: rules.encode(text, chain, { char: 'x', closed: [], opened: [] }), text: false }, chain });
  else out.push({ kind: 'text', text, chain });
}

function containerText(el: XElement, rules: InlineRules): string {
  return el.children.map((c) => (c.kind === 'raw' && c.text ? rules.decode(c.raw) : c.kind === 'raw' ? cdata(c.raw) : '')).join('');
}

const cdata = (raw: string): string => (raw.startsWith('<![CDATA[') ? raw.slice(9, -3) : '');

const isProperty = (node: XNode, rules: InlineRules): boolean => node.kind === 'el' && rules.role(node) === 'property';

function frameOf(el: XElement, rules: InlineRules): Frame {
  let head = el.open;
  for (const child of el.children) if (isProperty(child, rules)) head += serialize(child);
  return { name: el.name, head, close: el.close || rules.closeOf!(el), key: rules.frameKey(head), hasText: false };
}

/** Whether a leaf carries translatable text: at least one letter (numbers, codes and blanks are not sent). */
export const hasWords = (text: string): boolean => /\p{L}/u.test(text);

export const decodeXml = (raw: string): string => decodeEntities(raw);
