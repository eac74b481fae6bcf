// The one-page quality report of a file and language (decision 184), in the reader's language (decision 190): the
// score and how it was reached, the issues counted by MQM type and severity, and as many issues as fit; the CSV has
// them all.
import { PDFDocument } from 'pdf-lib';
import { MQM_SEVERITIES, type MqmErrorType } from '@lingua/contract';
import type { QualityIssueRow, QualityScoreRow } from '../../db/schema/index.ts';
import { Pen, pdfFonts, pdfScript } from '../../lib/pdf-pen.ts';
import { textsIn, type Language, type Texts } from '../../texts/index.ts';

/** Lines the counts and the issues share: what fits the page under the score, whatever the number of types. */
const LINES_MAX = 30;

function counts(issues: readonly QualityIssueRow[]): string[] {
  const standing = issues.filter((i) => i.status !== 'REJECTED');
  const types = [...new Set(standing.map((i) => i.mqmType))].sort() as MqmErrorType[];
  return types.map((type) => {
    const per = MQM_SEVERITIES.map((sev) => `${sev} ${standing.filter((i) => i.mqmType === type && i.mqmSeverity === sev).length}`);
    return `${type}: ${per.join(', ')}`;
  });
}

type ReportMeta = { requestName: string; fileName: string; languageId: string; at: Date };

/** The report in `language` (the reader's, decision 190; MQM's own names stay as MQM has them); English when the
 * language's font is not installed. */
export async function renderQualityReport(meta: ReportMeta, issues: readonly QualityIssueRow[], score: QualityScoreRow | undefined, language: Language = 'en'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await pdfFonts(doc, pdfScript(language));
  const texts = textsIn(fonts ? language : 'en');
  const { t } = texts;
  doc.setTitle(t('qualityPdf.documentTitle', { file: meta.fileName, language: meta.languageId }).replace(/[\u2066-\u2069]/g, ''));
  doc.setLanguage(texts.locale);
  doc.setProducer('Lingua Portal');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const pen = new Pen(doc, fonts ?? (await pdfFonts(doc, 'latin'))!);
  pen.write(t('qualityPdf.title'), { size: 22, font: pen.bold });
  pen.line(28);
  for (const l of [t('pdf.request', { name: meta.requestName }), t('qualityPdf.file', { name: meta.fileName }), t('qualityPdf.language', { language: meta.languageId })]) {
    pen.write(l);
    pen.line();
  }
  pen.line(8);
  if (score) writeScore(pen, score, texts);
  writeIssues(pen, issues, texts);
  return doc.save({ useObjectStreams: false });
}

function writeScore(pen: Pen, score: QualityScoreRow, { t, number }: Texts): void {
  const verdict = t(`qualityPdf.verdict.${score.verdict}`);
  pen.write(t(score.inconclusive ? 'qualityPdf.scoreInconclusive' : 'qualityPdf.score', { score: score.score, verdict }), { size: 14, font: pen.bold });
  pen.line(20);
  const figures = {
    penalty: score.penalty,
    words: number(score.evaluatedWords),
    perThousand: score.penaltyPer1000,
    tolerance: score.tolerance,
    profile: score.profileName,
    version: score.profileVersion,
  };
  pen.write(t('qualityPdf.penalty', figures), { size: 9 });
  pen.line(20);
}

function writeIssues(pen: Pen, issues: readonly QualityIssueRow[], { t }: Texts): void {
  pen.write(t('qualityPdf.byType'), { font: pen.bold });
  pen.line();
  const byType = counts(issues);
  const listed = LINES_MAX - byType.length;
  for (const l of byType) {
    pen.write(l, { size: 10 });
    pen.line(14);
  }
  pen.line(8);
  pen.write(t('qualityPdf.issues', { count: issues.length }), { font: pen.bold });
  pen.line();
  for (const i of issues.slice(0, listed)) {
    const plain = i.plainType ? t(`qualityPdf.plain.${i.plainType}`) : i.mqmType;
    const status = t(`qualityPdf.status.${i.status}`);
    pen.write(`#${i.segment} ${plain}, ${i.mqmSeverity}${i.words ? ` “${i.words}”` : ''} — ${status}${i.answerReason ? `: ${i.answerReason}` : ''}`, { size: 9 });
    pen.line(13);
  }
  if (issues.length > listed) pen.write(t('qualityPdf.more', { count: issues.length - listed }), { size: 9 });
}
