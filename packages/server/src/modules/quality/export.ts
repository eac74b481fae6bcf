// The issues of one file and language as a CSV file (decision 184): what was marked, where, in plain words and as
// MQM, staff's answer, and the score they add up to; cells guarded as the audit trail's are. Or the one-page PDF.
import { and, eq } from 'drizzle-orm';
import type { QualityExportFile, QualityExportQuery } from '@lingua/contract';
import { qualityScores } from '../../db/schema/index.ts';
import { csvCell } from '../audit-trail/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest } from '../../lib/errors.ts';
import { findReviewedRequest, QUALITY_MESSAGES } from './access.ts';
import type { QualityContext } from './issues.ts';
import { renderQualityReport } from './report-pdf.ts';
import type { Language } from '../../texts/index.ts';
import { fileIssues, fileRefKey, type FileRef } from './scores.ts';

const COLUMNS = ['File', 'Language', 'Segment', 'Source', 'Translation', 'Words', 'What is wrong', 'How bad', 'MQM type', 'MQM severity', 'Comment', 'Status', 'Answer', 'Marked by', 'Marked at (UTC)'] as const;

const baseName = (fileName: string | undefined) => (fileName ?? 'file').replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}._-]+/gu, '-');

const cell = (value: string | number | null) => csvCell(value === null ? null : String(value));

/** `language`: the PDF's (decision 190); the CSV's column names stay English, the data is as it was marked. */
export async function exportIssues(ctx: QualityContext, principal: Principal, jobRequestId: string, query: QualityExportQuery, language: Language = 'en'): Promise<QualityExportFile> {
  const request = await findReviewedRequest(ctx.db, principal, jobRequestId);
  if ((query.fileKey === undefined) === (query.fileIndex === undefined)) throw badRequest(QUALITY_MESSAGES.fileRequired, 'INVALID_PARAMETER');
  const ref: FileRef = query.fileKey !== undefined ? { fileKey: query.fileKey } : { fileIndex: query.fileIndex! };
  const rows = await fileIssues(ctx.db, request.id, ref, query.languageId);
  const [score] = await ctx.db
    .select()
    .from(qualityScores)
    .where(and(eq(qualityScores.jobRequestId, request.id), eq(qualityScores.fileRef, fileRefKey(ref)), eq(qualityScores.languageId, query.languageId)));
  if (query.format === 'pdf') {
    const pdf = await renderQualityReport({ requestName: request.name, fileName: rows[0]?.fileName ?? score?.fileName ?? '', languageId: query.languageId, at: ctx.clock.now() }, rows, score, language);
    return { fileName: `quality-report-${baseName(rows[0]?.fileName ?? score?.fileName)}-${query.languageId}.pdf`, mediaType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' };
  }
  const lines = [COLUMNS.join(',')];
  for (const r of rows) {
    const answer = r.status === 'OPEN' ? null : [r.status, r.answerReason].filter(Boolean).join(': ');
    lines.push([r.fileName, r.languageId, r.segment, r.sourceText, r.targetText, r.words, r.plainType, r.plainSeverity, r.mqmType, r.mqmSeverity, r.comment, r.status, answer, r.createdBy, r.createdAt.toISOString()].map(cell).join(','));
  }
  if (score) {
    lines.push('');
    lines.push(['Evaluated words', 'Penalty points', 'Per 1,000 words', 'Score', 'Verdict', 'Profile'].join(','));
    const verdict = score.inconclusive ? `${score.verdict} (inconclusive: under 1,000 words)` : score.verdict;
    lines.push([score.evaluatedWords, score.penalty, score.penaltyPer1000, score.score, verdict, `${score.profileName} v${score.profileVersion} (tolerance ${score.tolerance})`].map(cell).join(','));
  }
  return { fileName: `quality-issues-${baseName(rows[0]?.fileName ?? score?.fileName)}-${query.languageId}.csv`, mediaType: 'text/csv', content: `${lines.join('\r\n')}\r\n`, encoding: 'utf8' };
}
