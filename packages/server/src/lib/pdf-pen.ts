// A4 pages written line by line with pdf-lib's standard fonts (nothing fetched): the quote confirmation
// (modules/procurement) and the deletion receipt (modules/retention, decision 183).
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** The standard fonts encode WinAnsi only: anything else (e.g. CJK in a request name) is shown as '?'. */
export function printable(font: PDFFont, s: string): string {
  let out = '';
  for (const ch of s) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const LEFT = 56;
const RIGHT = 540;
const INK = rgb(0.1, 0.12, 0.16);

/** Writes lines down the page, starting a new page when the bottom margin is reached. */
export class Pen {
  #page: PDFPage;
  #y = TOP;
  readonly bold: PDFFont;
  readonly #doc: PDFDocument;
  readonly #regular: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.#doc = doc;
    this.#regular = regular;
    this.bold = bold;
    this.#page = doc.addPage(A4);
  }

  write(text: string, opts: { size?: number; font?: PDFFont; x?: number } = {}): void {
    const font = opts.font ?? this.#regular;
    const size = opts.size ?? 11;
    if (this.#y < 70) {
      this.#page = this.#doc.addPage(A4);
      this.#y = TOP;
    }
    this.#page.drawText(printable(font, text).slice(0, 110), { x: opts.x ?? LEFT, y: this.#y, size, font, color: INK });
  }

  line(gap = 16): void {
    this.#y -= gap;
  }

  /** A thin rule across the table, `above` points over the current line. */
  rule(above = 0): void {
    this.#page.drawLine({ start: { x: LEFT, y: this.#y + above }, end: { x: RIGHT, y: this.#y + above }, thickness: 0.6, color: INK });
  }
}
