// OpenDocument (odt, ods, odp): paragraphs are `text:p` and `text:h` wherever they stand — the body, table
// cells, list items, text boxes (`draw:text-box`), slide notes, headers and footers (styles.xml), notes.
// Text is the paragraph's own character data; `text:span` and `text:a` format it. Runs of spaces are
// `text:s` elements because ODF collapses white space (ODF 1.3 part 3 §6.1.2).
import type { InlineRole, TextBefore } from './inline.ts';
import type { PartRules } from './xml-part.ts';
import { decodeEntities, escapeText, type XElement } from './xml-tree.ts';

const FRAMES = new Set(['text:span', 'text:a', 'text:meta']);

function role(el: XElement): InlineRole {
  if (FRAMES.has(el.name)) return 'frame';
  if (el.name === 'text:s') return { text: ' '.repeat(Number(/text:c="(\d+)"/.exec(el.open)?.[1] ?? 1)) };
  // Where the last layout broke the page: the office suite finds it again.
  if (el.name === 'text:soft-page-break') return 'drop';
  return 'atom';
}

const spaces = (n: number): string => (n === 1 ? '<text:s/>' : `<text:s text:c="${n}"/>`);

/**
 * Spaces as LibreOffice writes them: a space where a reader would collapse or drop it — after a space, at the
 * paragraph's start, after a field — is a `text:s`, any other a space; LibreOffice also escapes the space that
 * starts a span right after a link.
 */
function encode(text: string, _chain: unknown, before: TextBefore): string {
  const afterLink = before.closed.some((f) => f.name === 'text:a') && before.opened.length > 0;
  const leadingKept = before.char === undefined || /\s/.test(before.char) || afterLink;
  return escapeText(text).replace(/ {2,}|^ +|\t|\n/g, (match, offset: number) => {
    if (match === '\t') return '<text:tab/>';
    if (match === '\n') return '<text:line-break/>';
    return offset === 0 && leadingKept ? spaces(match.length) : ` ${match.length > 1 ? spaces(match.length - 1) : ''}`;
  });
}

export const ODF_RULES: PartRules = {
  isParagraph: (el) => el.name === 'text:p' || el.name === 'text:h',
  role,
  looseText: 'text',
  frameKey: (head) => head,
  decode: (raw) => decodeEntities(raw),
  encode,
  // A number, date or currency cell shows its value; translating the shown text would contradict the value.
  skips: (el) => el.name === 'table:table-cell' && /office:value-type="(?!string")/.test(el.open),
};

export const odfSelects = (partName: string): boolean => partName === 'content.xml' || partName === 'styles.xml';
