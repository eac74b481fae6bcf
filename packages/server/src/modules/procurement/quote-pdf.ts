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
  let page: PDFPage = doc.addPage([595.28, 841.89]);
  let y = 790;
  const left = 56;
  const ink = rgb(0.1, 0.12, 0.16);
  const write = (text: string, opts: { size?: number; font?: PDFFont; x?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 11;
    if (y < 70) {
      page = doc.addPage([595.28, 841.89]);
      y = 790;
    }
    page.drawText(printable(font, text).slice(0, 110), { x: opts.x ?? left, y, size, font, color: ink });
  };
  const line = (gap = 16) => {
    y -= gap;
  };

  write('Quote confirmation', { size: 22, font: bold });
  line(30);
  write(`Request: ${q.requestName}`, { font: bold });
  line();
  write(`Client: ${q.companyName}`);
  line();
  write(`Reference: ${q.jobRequestId}`);
  line();
  write(`Issued on ${mdy(q.issuedOn)}, valid until ${mdy(q.validUntil)}`);
  line();
  write(`Source language: ${q.sourceLanguage}`);
  line(28);

  write('Target language', { font: bold });
  write('Pages', { font: bold, x: 300 });
  write('Price per page', { font: bold, x: 360 });
  write('Amount', { font: bold, x: 470 });
  line(6);
  page.drawLine({ start: { x: left, y }, end: { x: 540, y }, thickness: 0.6, color: ink });
  line(14);
  for (const l of q.lines) {
    write(l.language);
    write(String(l.pages), { x: 300 });
    write(usd(l.pricePerPage), { x: 360 });
    write(usd(l.amount), { x: 470 });
    line();
  }
  line(4);
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: 540, y: y + 10 }, thickness: 0.6, color: ink });
  write('Total', { font: bold, size: 13 });
  write(usd(q.total), { font: bold, size: 13, x: 470 });
  line(30);

  if (q.files.length) {
    write('Documents analysed', { font: bold });
    line();
    for (const f of q.files) {
      write(`${f.fileName}: ${f.pages} page${f.pages === 1 ? '' : 's'}, ${f.words} words`, { size: 10 });
      line(14);
    }
    line(14);
  }
  write('Terms', { font: bold });
  line();
  for (const term of QUOTE_TERMS) {
    write(`- ${term}`, { size: 10 });
    line(14);
  }
  return doc.save({ useObjectStreams: false });
}
