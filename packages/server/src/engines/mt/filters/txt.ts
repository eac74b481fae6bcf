// Plain text: a segment is a paragraph — lines up to a blank line — sent with its line breaks, so a
// sentence wrapped over two lines is translated whole. Everything between paragraphs (blank lines,
// indentation) is kept byte for byte, and a translated paragraph's line breaks are written in the style
// (LF or CRLF) of the source paragraph. Text that is not UTF-8 is read as Latin-1 and written as UTF-8.

export interface TextDocument {
  /** Alternating: text between paragraphs, paragraph, text between ... (starts and ends with a gap). */
  parts: string[];
  bom: boolean;
}

// From a line's first to its last visible character, continued over line ends while the next line has text.
const PARAGRAPH = /\S(?:[^\n]*\S)?(?:[ \t\r]*\n[ \t]*\S(?:[^\n]*\S)?)*/g;

/** UTF-8, or Latin-1 where the bytes are not UTF-8; a byte-order mark is kept in the text. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    return data.toString('latin1');
  }
}

export function readText(data: Buffer): TextDocument {
  let text = decodeText(data);
  const bom = text.startsWith('\ufeff');
  if (bom) text = text.slice(1);
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAGRAPH)) {
    parts.push(text.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return { parts, bom };
}

/** The paragraphs as a translator gets them: line breaks as LF. */
export const paragraphsOf = (doc: TextDocument): string[] => doc.parts.filter((_, i) => i % 2 === 1).map((p) => p.replace(/\r\n/g, '\n'));

/** The document with its paragraphs replaced, in order. */
export function writeText(doc: TextDocument, paragraphs: readonly string[]): Buffer {
  const crlf = doc.parts.some((p) => p.includes('\r\n'));
  const parts = doc.parts.map((p, i) => {
    if (i % 2 === 0) return p;
    const eol = p.includes('\r\n') || (!p.includes('\n') && crlf) ? '\r\n' : '\n';
    return paragraphs[(i - 1) / 2]!.replace(/\r?\n/g, eol);
  });
  return Buffer.from((doc.bom ? '\ufeff' : '') + parts.join(''), 'utf8');
}
