// The PDFs the server writes are in the reader's language (decision 190): the quote confirmation, the deletion
// receipt and the quality report in German, Japanese (IPAex Gothic) and Arabic (DejaVu Sans, right to left),
// English as before; read back with pdftotext as a reader's program would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeletionReceipt } from '@lingua/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { QualityIssueRow, QualityScoreRow } from '../db/schema/index.ts';
import { renderQuotePdf, type QuotePdfInput } from './procurement/quote-pdf.ts';
import { renderQualityReport } from './quality/report-pdf.ts';
import { renderReceiptPdf } from './retention/receipt.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-languages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function text(pdf: Uint8Array): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
}

const quote: QuotePdfInput = {
  jobRequestId: '7a3e0c20-c6e1-4495-a721-8614c97bfcb0',
  requestName: 'Patient leaflet (v2)',
  companyName: 'Acme Health',
  sourceLanguage: 'English',
  lines: [{ language: 'Spanish', pages: 12, pricePerPage: 125, amount: 1500 }],
  total: 1500,
  issuedOn: new Date('2026-03-04T10:00:00Z'),
  validUntil: new Date('2026-04-03T10:00:00Z'),
  files: [{ fileName: 'leaflet.docx', pages: 12, words: 3100 }],
};

describe('the quote confirmation', () => {
  it('reads in English as it always did', async () => {
    const out = text(await renderQuotePdf(quote));
    expect(out).toContain('Quote confirmation');
    expect(out).toContain('Issued on 03/04/2026, valid until 04/03/2026');
    expect(out).toContain('1500.00 USD');
    expect(out).toContain('leaflet.docx: 12 pages, 3100 words');
    expect(out).toContain('- Estimates are valid 30 days.');
  });

  it('reads in German, French and Japanese with their dates and numbers', async () => {
    const de = text(await renderQuotePdf(quote, 'de'));
    expect(de).toContain('Angebotsbestätigung');
    expect(de).toContain('Ausgestellt am 04.03.2026, gültig bis 03.04.2026');
    expect(de).toContain('1.500,00 USD');
    expect(de).toContain('leaflet.docx: 12 Seiten, 3100 Wörter');
    const fr = text(await renderQuotePdf(quote, 'fr'));
    // The narrow no-break space before ":" is a no-break space in the standard fonts, not a "?".
    expect(fr).toMatch(/Client\s: Acme Health/);
    expect(fr).not.toContain('?');
    const ja = text(await renderQuotePdf(quote, 'ja'));
    expect(ja).toContain('見積もり確認書');
    expect(ja).toContain('発行日 2026/03/04、有効期限 2026/04/03');
    expect(ja).toContain('お見積もりの有効期間は30日間です。');
  });

  it('reads in Arabic with the Arabic font, Latin names kept whole', async () => {
    const pdf = await renderQuotePdf(quote, 'ar');
    expect(Buffer.from(pdf).toString('latin1').includes('/BaseFont /DejaVuSans-')).toBe(true);
    const ar = text(pdf);
    expect(ar).toContain('تأكيد عرض السعر');
    expect(ar).toContain('Patient leaflet (v2)');
    expect(ar).toContain('7a3e0c20-c6e1-4495-a721-8614c97bfcb0');
  });
});

describe('the deletion receipt and the quality report', () => {
  const receipt = {
    id: 'b1',
    clientId: '1',
    companyName: 'Acme Health',
    reason: 'retention',
    requestedBy: 'system',
    endedBefore: null,
    deleteTranslationMemory: true,
    deleteGlossary: false,
    startedAt: '2026-03-01T00:00:00.000Z',
    completedAt: '2026-03-01T00:05:00.000Z',
    requests: [{ jobRequestId: 'r1', name: 'Leaflet', endedAt: null, objectCount: 1, totalBytes: 2048 }],
    objectCount: 1,
    totalBytes: 2048,
    translationUnitsDeleted: 42,
    glossaryEntriesDeleted: 0,
  } as DeletionReceipt;

  it('writes the receipt in the reader’s language', async () => {
    expect(text(await renderReceiptPdf(receipt))).toContain('Glossary entries deleted: none (kept)');
    const de = text(await renderReceiptPdf(receipt, 'de'));
    expect(de).toContain('Durch die Aufbewahrungseinstellung des Unternehmens gelöscht');
    expect(de).toContain('Leaflet (r1): 1 Objekt, 2.048 Byte');
    const ja = text(await renderReceiptPdf(receipt, 'ja'));
    expect(ja).toContain('削除証明書');
    expect(text(await renderReceiptPdf(receipt, 'ar'))).toContain('إيصال الحذف');
  });

  it('writes the quality report in the reader’s language, MQM’s names as MQM has them', async () => {
    const issue = { segment: 3, plainType: 'wrongTerm', mqmType: 'terminology', mqmSeverity: 'major', words: 'Dosis', status: 'OPEN', answerReason: null } as unknown as QualityIssueRow;
    const score = { score: 91, verdict: 'PASS', inconclusive: true, penalty: 5, evaluatedWords: 560, penaltyPer1000: 8.9, tolerance: 10, profileName: 'Default', profileVersion: 1 } as unknown as QualityScoreRow;
    const meta = { requestName: 'Leaflet', fileName: 'leaflet.docx', languageId: 'deu', at: new Date('2026-03-04T10:00:00Z') };
    const de = text(await renderQualityReport(meta, [issue], score, 'de'));
    expect(de).toContain('Qualitätsbericht');
    expect(de).toContain('Bewertung 91 – BESTANDEN (nicht aussagekräftig');
    expect(de).toContain('#3 falscher Terminus, major “Dosis” — offen');
    expect(de).toContain('terminology: ');
    expect(text(await renderQualityReport(meta, [issue], score))).toContain('#3 wrong term, major “Dosis” — open');
    expect(text(await renderQualityReport(meta, [issue], score, 'ja'))).toContain('品質レポート');
  });
});
