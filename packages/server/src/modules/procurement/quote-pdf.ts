// The quote confirmation document of a procurement-area request (spec 3 §2.6 Quote tab): rendered from the
// automatic quote analysis with pdf-lib (pure JavaScript, standard fonts, nothing fetched) — request, languages,
// one line per target language (pages × price per page), the total in USD and the terms of spec 2 §9.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface QuotePdfInput {
  jobRequestId: string;
  requestName: string;
  companyName: string;
  sourceLanguage: string;
  /** One line per target language. */
  lines: Array<{ language: string; pages: number; pricePerPage: number; amount: number }>;
  total: number;
  issuedOn: Date;
  validUntil: Date;
  files: Array<{ fileName: string; pages: number; words: number }>;
}

/** Spec 2 §9 "Terms shown". */
export const QUOTE_TERMS = [
  'Estimates are valid 30 days.',
  'Claims are accepted within 30 days of delivery.',
  'Late payments bear interest of 1.5 percent per month (18 percent per year).',
  'Defects are corrected within 30 days.',
  'Invoices are issued at month end.',
];

const usd = (n: number) => `${n.toFixed(2)} USD`;
// Spec 2 §9: dates MM/DD/YYYY.
const mdy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The standard fonts encode WinAnsi only: anything else (e.g. CJK in a request name) is shown as '?'. */
function printable(font: PDFFont, s: string): string {
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

export async function renderQuotePdf(q: QuotePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Quote confirmation ${q.requestName}`);
  doc.setProducer('Lingua Portal');
  doc.setCreationDate(q.issuedOn);
  doc.setModificationDate(q.issuedOn);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen = new Pen(doc, regular, bold);
  writeHeading(pen, q);
  writeLanguageLines(pen, q);
  writeFilesAndTerms(pen, q);
  return doc.save({ useObjectStreams: false });
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
const LEFT = 56;
const RIGHT = 540;
const INK = rgb(0.1, 0.12, 0.16);

/** Writes lines down the page, starting a new page when the bottom margin is reached. */
class Pen {
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

function writeHeading(pen: Pen, q: QuotePdfInput): void {
  pen.write('Quote confirmation', { size: 22, font: pen.bold });
  pen.line(30);
  pen.write(`Request: ${q.requestName}`, { font: pen.bold });
  pen.line();
  pen.write(`Client: ${q.companyName}`);
  pen.line();
  pen.write(`Reference: ${q.jobRequestId}`);
  pen.line();
  pen.write(`Issued on ${mdy(q.issuedOn)}, valid until ${mdy(q.validUntil)}`);
  pen.line();
  pen.write(`Source language: ${q.sourceLanguage}`);
  pen.line(28);
}

/** The table: one line per target language (pages × price per page), then the total. */
function writeLanguageLines(pen: Pen, q: QuotePdfInput): void {
  pen.write('Target language', { font: pen.bold });
  pen.write('Pages', { font: pen.bold, x: 300 });
  pen.write('Price per page', { font: pen.bold, x: 360 });
  pen.write('Amount', { font: pen.bold, x: 470 });
  pen.line(6);
  pen.rule();
  pen.line(14);
  for (const l of q.lines) {
    pen.write(l.language);
    pen.write(String(l.pages), { x: 300 });
    pen.write(usd(l.pricePerPage), { x: 360 });
    pen.write(usd(l.amount), { x: 470 });
    pen.line();
  }
  pen.line(4);
  pen.rule(10);
  pen.write('Total', { font: pen.bold, size: 13 });
  pen.write(usd(q.total), { font: pen.bold, size: 13, x: 470 });
  pen.line(30);
}

function writeFilesAndTerms(pen: Pen, q: QuotePdfInput): void {
  if (q.files.length) {
    pen.write('Documents analysed', { font: pen.bold });
    pen.line();
    for (const f of q.files) {
      pen.write(`${f.fileName}: ${f.pages} page${f.pages === 1 ? '' : 's'}, ${f.words} words`, { size: 10 });
      pen.line(14);
    }
    pen.line(14);
  }
  pen.write('Terms', { font: pen.bold });
  pen.line();
  for (const term of QUOTE_TERMS) {
    pen.write(`- ${term}`, { size: 10 });
    pen.line(14);
  }
}
