// A lossless tree of an HTML document, built with the few rules real pages need — void elements, raw text
// elements, end tags the author left out (`<li>` after `<li>`, a block after an open `<p>`) — so that every
// character of the source belongs to one node and an untouched document is written back byte for byte.
// (A conforming HTML parser rebuilds the document instead: it adds <html>/<body>, moves misplaced table
// content and normalises attributes, which would change what the filter must leave alone.)
import type { XElement } from './xml-tree.ts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their end tag; `title` and `textarea` decode entities, the rest not. */
const RAW = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

/** Phrasing content: what flows inside a paragraph. */
export const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'big', 'br', 'button', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'img', 'input',
  'ins', 'kbd', 'label', 'mark', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time',
  'tt', 'u', 'var', 'wbr', 'select', 'textarea', 'output', 'meter', 'progress', 'object', 'picture', 'svg', 'math', 'canvas',
  'audio', 'video', 'iframe', 'embed', 'script', 'noscript', 'template', 'slot', 'map', 'area', 'nobr',
]);

const LIST = ['li', 'p'];
const DEFINITION = ['dt', 'dd', 'p'];
const CELL = ['td', 'th', 'p'];
/** End tags a start tag implies: the open elements it closes, found through inline elements only. */
const IMPLIES: Record<string, readonly string[]> = {
  li: LIST,
  dt: DEFINITION,
  dd: DEFINITION,
  td: CELL,
  th: CELL,
  tr: ['tr', ...CELL],
  thead: ['thead', 'tbody', 'tfoot', 'tr', ...CELL],
  tbody: ['thead', 'tbody', 'tfoot', 'tr', ...CELL],
  tfoot: ['thead', 'tbody', 'tfoot', 'tr', ...CELL],
  option: ['option'],
  optgroup: ['option', 'optgroup'],
};

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<\/([A-Za-z][^\s/>]*)[^>]*>?|<([A-Za-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</gy;

export const tagName = (el: XElement): string => el.name.toLowerCase();

export function parseHtml(html: string): XElement {
  const root: XElement = { kind: 'el', name: '#document', open: '', close: '', children: [] };
  const stack: XElement[] = [root];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < html.length) {
    const m = TOKEN.exec(html)!;
    at = TOKEN.lastIndex;
    const [whole, endName, startName] = m;
    if (endName !== undefined) closeElement(stack, endName.toLowerCase(), whole);
    else if (startName !== undefined) TOKEN.lastIndex = at = openElement(stack, startName, whole, html, at);
    else stack.at(-1)!.children.push({ kind: 'raw', raw: whole, text: whole === '<' || whole[0] !== '<' });
  }
  return root;
}

function openElement(stack: XElement[], name: string, open: string, html: string, at: number): number {
  const lower = name.toLowerCase();
  impliedEnds(stack, IMPLIES[lower] ?? (INLINE.has(lower) ? [] : ['p']));
  const el: XElement = { kind: 'el', name, open, close: '', children: [] };
  stack.at(-1)!.children.push(el);
  if (VOID.has(lower) || open.endsWith('/>')) return at;
  if (RAW.has(lower)) {
    const end = new RegExp(`</${lower}[\\s/>]`, 'ig');
    end.lastIndex = at;
    const found = end.exec(html);
    const stop = found ? found.index : html.length;
    if (stop > at) el.children.push({ kind: 'raw', raw: html.slice(at, stop), text: lower === 'title' || lower === 'textarea' });
    const close = found ? /^<\/[^>]*>?/.exec(html.slice(stop))![0] : '';
    el.close = close;
    return stop + close.length;
  }
  stack.push(el);
  return at;
}

/** Closes the open elements a new start tag ends, when only inline elements stand between. */
function impliedEnds(stack: XElement[], closes: readonly string[]): void {
  let target = -1;
  for (let i = stack.length - 1; i > 0; i--) {
    const name = tagName(stack[i]!);
    if (closes.includes(name)) target = i;
    else if (!INLINE.has(name)) break;
  }
  if (target > 0) stack.length = target;
}

/** An end tag closes its element and any left open inside it; one with nothing to close is kept as text. */
function closeElement(stack: XElement[], name: string, close: string): void {
  for (let i = stack.length - 1; i > 0; i--) {
    if (tagName(stack[i]!) === name) {
      stack[i]!.close = close;
      stack.length = i;
      return;
    }
  }
  stack.at(-1)!.children.push({ kind: 'raw', raw: close, text: false });
}
