// The quote confirmation document of a procurement-area request (spec 3 §2.6 Quote tab): rendered from the
// automatic quote analysis with pdf-lib (pure JavaScript, nothing fetched) in the requester's language (decision
// 190) — request, languages, one line per target language (pages × price per page), the total in USD and the
// terms of spec 2 §9.
import { PDFDocument } from 'pdf-lib';
import { Pen, pdfFonts, pdfScript } from '../../lib/pdf-pen.ts';
import { textsIn, type Language, type Texts } from '../../texts/index.ts';

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

/** Spec 2 §9 "Terms shown", in the catalogue's order. */
const TERMS = ['validity', 'claims', 'interest', 'defects', 'invoices'] as const;

/** The document in `language` (the requester's, decision 190); English when the language's font is not installed. */
export async function renderQuotePdf(q: QuotePdfInput, language: Language = 'en'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await pdfFonts(doc, pdfScript(language));
  const texts = textsIn(fonts ? language : 'en');
  doc.setTitle(texts.t('quotePdf.documentTitle', { name: q.requestName }).replace(/[\u2066-\u2069]/g, ''));
  doc.setLanguage(texts.locale);
  doc.setProducer('Lingua Portal');
  doc.setCreationDate(q.issuedOn);
  doc.setModificationDate(q.issuedOn);
  const pen = new Pen(doc, fonts ?? (await pdfFonts(doc, 'latin'))!);
  writeHeading(pen, q, texts);
  writeLanguageLines(pen, q, texts);
  writeFilesAndTerms(pen, q, texts);
  return doc.save({ useObjectStreams: false });
}

function writeHeading(pen: Pen, q: QuotePdfInput, { t, date }: Texts): void {
  pen.write(t('quotePdf.title'), { size: 22, font: pen.bold });
  pen.line(30);
  pen.write(t('pdf.request', { name: q.requestName }), { font: pen.bold });
  pen.line();
  pen.write(t('quotePdf.client', { name: q.companyName }));
  pen.line();
  pen.write(t('common.reference', { id: q.jobRequestId }));
  pen.line();
  pen.write(t('quotePdf.issued', { issued: date(q.issuedOn), valid: date(q.validUntil) }));
  pen.line();
  pen.write(t('common.sourceLanguage', { language: q.sourceLanguage }));
  pen.line(28);
}

/** The table: one line per target language (pages × price per page), then the total. */
function writeLanguageLines(pen: Pen, q: QuotePdfInput, { t, number, usd }: Texts): void {
  pen.write(t('quotePdf.targetLanguage'), { font: pen.bold });
  pen.write(t('quotePdf.pages'), { font: pen.bold, x: 300 });
  pen.write(t('quotePdf.pricePerPage'), { font: pen.bold, x: 360 });
  pen.write(t('quotePdf.amount'), { font: pen.bold, x: 470 });
  pen.line(6);
  pen.rule();
  pen.line(14);
  for (const l of q.lines) {
    pen.write(l.language);
    pen.write(number(l.pages), { x: 300 });
    pen.write(usd(l.pricePerPage), { x: 360 });
    pen.write(usd(l.amount), { x: 470 });
    pen.line();
  }
  pen.line(4);
  pen.rule(10);
  pen.write(t('quotePdf.total'), { font: pen.bold, size: 13 });
  pen.write(usd(q.total), { font: pen.bold, size: 13, x: 470 });
  pen.line(30);
}

function writeFilesAndTerms(pen: Pen, q: QuotePdfInput, { t }: Texts): void {
  if (q.files.length) {
    pen.write(t('quotePdf.documents'), { font: pen.bold });
    pen.line();
    for (const f of q.files) {
      const line = t('quotePdf.file', { name: f.fileName, pages: t('pdf.pages', { count: f.pages }), words: t('pdf.words', { count: f.words }) });
      pen.write(line, { size: 10 });
      pen.line(14);
    }
    pen.line(14);
  }
  pen.write(t('quotePdf.terms'), { font: pen.bold });
  pen.line();
  for (const term of TERMS) {
    pen.write(`- ${t(`quotePdf.term.${term}`)}`, { size: 10 });
    pen.line(14);
  }
}
