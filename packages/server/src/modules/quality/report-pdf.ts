// The one-page quality report of a file and language (decision 184): the score and how it was reached, the issues
// counted by MQM type and severity, and as many issues as fit; the CSV has them all.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MQM_SEVERITIES, PLAIN_TYPE_TO_MQM, type MqmErrorType } from '@lingua/contract';
import type { QualityIssueRow, QualityScoreRow } from '../../db/schema/index.ts';
import { Pen } from '../../lib/pdf-pen.ts';

/** Lines the counts and the issues share: what fits the page under the score, whatever the number of types. */
const LINES_MAX = 30;

const PLAIN_WORDS: Readonly<Record<keyof typeof PLAIN_TYPE_TO_MQM, string>> = {
  wrongMeaning: 'wrong meaning',
  wrongTerm: 'wrong term',
  readsBadly: 'reads badly',
  formattingBroken: 'formatting broken',
  shouldNotBeTranslated: 'should not be translated',
};

function counts(issues: readonly QualityIssueRow[]): string[] {
  const standing = issues.filter((i) => i.status !== 'REJECTED');
  const types = [...new Set(standing.map((i) => i.mqmType))].sort() as MqmErrorType[];
  return types.map((type) => {
    const per = MQM_SEVERITIES.map((sev) => `${sev} ${standing.filter((i) => i.mqmType === type && i.mqmSeverity === sev).length}`);
    return `${type}: ${per.join(', ')}`;
  });
}

export async function renderQualityReport(meta: { requestName: string; fileName: string; languageId: string; at: Date }, issues: readonly QualityIssueRow[], score: QualityScoreRow | undefined): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Quality report: ${meta.fileName} (${meta.languageId})`);
  doc.setProducer('Lingua Portal');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const pen = new Pen(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  pen.write('Quality report', { size: 22, font: pen.bold });
  pen.line(28);
  for (const l of [`Request: ${meta.requestName}`, `File: ${meta.fileName}`, `Language: ${meta.languageId}`]) {
    pen.write(l);
    pen.line();
  }
  pen.line(8);
  if (score) {
    pen.write(`Score ${score.score} — ${score.verdict}${score.inconclusive ? ' (inconclusive: under 1,000 evaluated words)' : ''}`, { size: 14, font: pen.bold });
    pen.line(20);
    pen.write(`${score.penalty} penalty points over ${score.evaluatedWords.toLocaleString('en-US')} source words: ${score.penaltyPer1000} per 1,000 words; tolerance ${score.tolerance} (profile ${score.profileName}, version ${score.profileVersion})`, { size: 9 });
    pen.line(20);
  }
  pen.write('Issues that count, by MQM type and severity', { font: pen.bold });
  pen.line();
  const byType = counts(issues);
  const listed = LINES_MAX - byType.length;
  for (const l of byType) {
    pen.write(l, { size: 10 });
    pen.line(14);
  }
  pen.line(8);
  pen.write(`Issues (${issues.length})`, { font: pen.bold });
  pen.line();
  for (const i of issues.slice(0, listed)) {
    const plain = i.plainType ? PLAIN_WORDS[i.plainType] : i.mqmType;
    pen.write(`#${i.segment} ${plain}, ${i.mqmSeverity}${i.words ? ` “${i.words}”` : ''} — ${i.status.toLowerCase()}${i.answerReason ? `: ${i.answerReason}` : ''}`, { size: 9 });
    pen.line(13);
  }
  if (issues.length > listed) pen.write(`… and ${issues.length - listed} more in the CSV`, { size: 9 });
  return doc.save({ useObjectStreams: false });
}
