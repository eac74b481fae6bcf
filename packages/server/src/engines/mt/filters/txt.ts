// Plain text: a segment is a paragraph — lines up to a blank line — sent with its line breaks, so a
// sentence wrapped over two lines is translated whole; blank lines, indentation and the line-end style
// (LF or CRLF) stay as they were. Text that is not UTF-8 is read as Latin-1 and written as UTF-8.

export interface TextDocument {
  /** Alternating: text between paragraphs, paragraph, text between ... (starts and ends with a gap). */
  parts: string[];
  eol: string;
  bom: boolean;
}

// From a line's first to its last visible character, continued over line ends while the next line has text.
const PARAGRAPH = /\S(?:[^\n]*\S)?(?:[ \t]*\n[ \t]*\S(?:[^\n]*\S)?)*/g;

export function readText(data: Buffer): TextDocument {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    text = data.toString('latin1');
  }
  const bom = text.startsWith('\ufeff');
  if (bom) text = text.slice(1);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  text = text.replace(/\r\n/g, '\n');
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAGRAPH)) {
    parts.push(text.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return { parts, eol, bom };
}

export const paragraphsOf = (doc: TextDocument): string[] => doc.parts.filter((_, i) => i % 2 === 1);

/** The document with its paragraphs replaced, in order. */
export function writeText(doc: TextDocument, paragraphs: readonly string[]): Buffer {
  const parts = doc.parts.map((p, i) => (i % 2 === 1 ? paragraphs[(i - 1) / 2]! : p));
  return Buffer.from((doc.bom ? '\ufeff' : '') + parts.join('').replace(/\r?\n/g, doc.eol), 'utf8');
}
