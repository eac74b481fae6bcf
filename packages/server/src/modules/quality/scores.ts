// The score of a file and language (decision 184): the contract's rule over the stored issues and the source words
// of the file's segments or lines, with the company's scoring profile; kept in quality_scores with the profile's
// version, recomputed whenever an issue of the file changes.
import { and, asc, eq } from 'drizzle-orm';
import { evaluatedWords, qualityScore, type QualityScore, type ScoredIssue, type SourceSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentReviews, documentSegments, mediaSegments, qualityIssues, qualityScores, type QualityIssueRow, type QualityScoreRow } from '../../db/schema/index.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { scoringProfile, type ProfileVersion } from './profiles.ts';

/** A reviewed file: a document's delivered file, or a media source file's translation into a language. */
export type FileRef = { fileKey: string; fileIndex?: undefined } | { fileIndex: number; fileKey?: undefined };

export const fileRefKey = (ref: FileRef): string => (ref.fileKey !== undefined ? ref.fileKey : `media:${ref.fileIndex}`);

/** Source words of the whole file: every segment or line is evaluated (the reviewer reads the file). */
export async function fileWords(db: Db, jobRequestId: string, ref: FileRef): Promise<number> {
  if (ref.fileKey !== undefined) {
    const rows = await db
      .select({ source: documentSegments.source, target: documentSegments.target })
      .from(documentSegments)
      .innerJoin(documentReviews, eq(documentReviews.id, documentSegments.reviewId))
      .where(and(eq(documentReviews.jobRequestId, jobRequestId), eq(documentReviews.fileKey, ref.fileKey)));
    // A translation reviewed without its source (decision 173) is measured by its own words.
    return evaluatedWords(rows.map((r) => r.source ?? r.target));
  }
  const [source] = await db
    .select({ segments: mediaSegments.segments })
    .from(mediaSegments)
    .where(and(eq(mediaSegments.jobRequestId, jobRequestId), eq(mediaSegments.fileIndex, ref.fileIndex), eq(mediaSegments.isSource, true)));
  return evaluatedWords(((source?.segments ?? []) as SourceSegment[]).map((s) => s.text));
}

export async function fileIssues(db: Db, jobRequestId: string, ref: FileRef, languageId: string): Promise<QualityIssueRow[]> {
  const file = ref.fileKey !== undefined ? eq(qualityIssues.fileKey, ref.fileKey) : eq(qualityIssues.fileIndex, ref.fileIndex);
  return db
    .select()
    .from(qualityIssues)
    .where(and(eq(qualityIssues.jobRequestId, jobRequestId), eq(qualityIssues.languageId, languageId), file))
    .orderBy(asc(qualityIssues.createdAt), asc(qualityIssues.id));
}

export const scoredIssue = (r: QualityIssueRow): ScoredIssue => ({ mqmType: r.mqmType, mqmSeverity: r.mqmSeverity, words: r.words, segmentText: r.sourceText || r.targetText, status: r.status });

/** The figures of `issues` over `words` under `profile`: what is stored, and what a test recomputes. */
export function figuresOf(words: number, issues: readonly QualityIssueRow[], profile: Pick<ProfileVersion, 'tolerance' | 'typeWeights'>) {
  return qualityScore({ evaluatedWords: words, issues: issues.map(scoredIssue), tolerance: profile.tolerance, typeWeights: profile.typeWeights });
}

export async function recomputeScore(db: Db, now: Date, request: JobRequestRow, ref: FileRef, languageId: string, fileName: string): Promise<QualityScoreRow> {
  const [words, issues, profile] = await Promise.all([fileWords(db, request.id, ref), fileIssues(db, request.id, ref, languageId), scoringProfile(db, request.clientId)]);
  const f = figuresOf(words, issues, profile);
  const row = {
    jobRequestId: request.id,
    fileRef: fileRefKey(ref),
    languageId,
    fileName,
    evaluatedWords: f.evaluatedWords,
    countedIssues: f.countedIssues,
    penalty: f.penalty,
    penaltyPer1000: f.penaltyPer1000,
    score: f.score,
    verdict: f.verdict,
    inconclusive: f.inconclusive,
    profileName: profile.name,
    profileVersion: profile.version,
    tolerance: profile.tolerance,
    computedAt: now,
  };
  const [kept] = await db
    .insert(qualityScores)
    .values(row)
    .onConflictDoUpdate({ target: [qualityScores.jobRequestId, qualityScores.fileRef, qualityScores.languageId], set: row })
    .returning();
  return kept!;
}

export function scoreView(r: QualityScoreRow): QualityScore {
  const media = r.fileRef.startsWith('media:');
  return {
    languageId: r.languageId,
    fileKey: media ? null : r.fileRef,
    fileIndex: media ? Number(r.fileRef.slice(6)) : null,
    fileName: r.fileName,
    evaluatedWords: r.evaluatedWords,
    countedIssues: r.countedIssues,
    penalty: r.penalty,
    penaltyPer1000: r.penaltyPer1000,
    score: r.score,
    verdict: r.verdict,
    inconclusive: r.inconclusive,
    profile: r.profileName,
    profileVersion: r.profileVersion,
    tolerance: r.tolerance,
    computedAt: r.computedAt.toISOString(),
  };
}

export async function requestScores(db: Db, jobRequestId: string, languageId?: string): Promise<QualityScoreRow[]> {
  return db
    .select()
    .from(qualityScores)
    .where(and(eq(qualityScores.jobRequestId, jobRequestId), languageId === undefined ? undefined : eq(qualityScores.languageId, languageId)))
    .orderBy(asc(qualityScores.languageId), asc(qualityScores.fileName));
}
