// A lossless tree of an XML part: every character of the source belongs to exactly one node, so serialising
// an untouched tree gives back the part byte for byte, and the filters rewrite only the paragraphs they
// translate. (A conforming parser would normalise attributes, entities and whitespace the documents' readers
// never asked to change.)
import { MtError } from '../engine.ts';

export interface XElement {
  kind: 'el';
  /** Qualified name as written, e.g. 'w:p'. */
  name: string;
  /** The start tag as written, '<w:p w:rsidR="1">' or '<w:br/>'. */
  open: string;
  /** The end tag as written; '' for an empty element tag or an end the source left implicit (HTML). */
  close: string;
  children: XNode[];
}

/** Character data, comments, processing instructions, CDATA: copied as written. */
export interface XRaw {
  kind: 'raw';
  raw: string;
  /** Character data (entities still encoded), as opposed to markup such as a comment. */
  text: boolean;
}

export type XNode = XElement | XRaw;

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/([^\s>/]+)\s*>|<([^\s>/!?]+)(?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>|[^<]+/gy;

/** Parses an XML part; a part that is not well formed is an INVALID_DOCUMENT naming `partName`. */
export function parseXml(xml: string, partName: string): XElement {
  const root: XElement = { kind: 'el', name: '#document', open: '', close: '', children: [] };
  const stack: XElement[] = [root];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < xml.length) {
    const m = TOKEN.exec(xml);
    if (!m) throw notWellFormed(partName, at);
    at = TOKEN.lastIndex;
    const [whole, endName, startName, selfClosing] = m;
    const top = stack.at(-1)!;
    if (endName !== undefined) {
      if (top.name !== endName || stack.length === 1) throw notWellFormed(partName, m.index);
      top.close = whole;
      stack.pop();
    } else if (startName !== undefined) {
      const el: XElement = { kind: 'el', name: startName, open: whole, close: '', children: [] };
      top.children.push(el);
      if (!selfClosing) stack.push(el);
    } else {
      top.children.push({ kind: 'raw', raw: whole, text: whole[0] !== '<' });
    }
  }
  if (stack.length !== 1) throw notWellFormed(partName, xml.length);
  return root;
}

function notWellFormed(partName: string, at: number): MtError {
  return new MtError('INVALID_DOCUMENT', `${partName} is not well-formed XML (at character ${at})`);
}

export function serialize(node: XNode): string {
  if (node.kind === 'raw') return node.raw;
  let out = node.open;
  for (const child of node.children) out += serialize(child);
  return out + node.close;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the predefined and numeric entities of XML character data (HTML adds its own names). */
export function decodeEntities(raw: string, named: Record<string, string> = ENTITIES): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, e: string) => {
    if (e[0] !== '#') return named[e] ?? whole;
    const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
  });
}

/** Character data for XML: the three characters markup needs escaped, and no control characters XML 1.0 bans. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
      // eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 forbids is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The local part of a qualified name: 'w:p' → 'p'. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

export const rawText = (raw: string): XRaw => ({ kind: 'raw', raw, text: true });
