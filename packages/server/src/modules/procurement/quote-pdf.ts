// The quote confirmation document of a procurement-area request (spec 3 §2.6 Quote tab): rendered from the
// automatic quote analysis with pdf-lib (pure JavaScript, standard fonts, nothing fetched) — request, languages,
// one line per target language (pages × price per page), the total in USD and the terms of spec 2 §9.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Pen } from '../../lib/pdf-pen.ts';

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
