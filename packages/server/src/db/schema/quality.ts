// Feedback the provider can act on (decision 184): issues marked on a document segment or media line, stored as
// MQM with the plain words the reviewer chose; each company's quality profiles, one row per version so a score
// keeps the version it was computed with; the current score of each file and language; and the client's
// approvals and requests for changes per target language.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MqmErrorType, MqmSeverity, QualityPlainSeverity, QualityPlainType, QualityProfileName, QualityTypeWeights } from '@lingua/contract';
import { clientConfigs } from './clients.ts';
import { jobRequests } from './job-requests.ts';

export const qualityIssues = pgTable(
  'quality_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    languageId: text('language_id').notNull(),
    /** A document's delivered file; null on a media line. */
    fileKey: text('file_key'),
    /** A media source file's index; null on a document. */
    fileIndex: integer('file_index'),
    fileName: text('file_name').notNull(),
    /** The segment's position, or the media line's id. */
    segment: text('segment').notNull(),
    sourceText: text('source_text').notNull(),
    targetText: text('target_text').notNull(),
    plainType: text('plain_type').$type<QualityPlainType>(),
    plainSeverity: text('plain_severity').$type<QualityPlainSeverity>(),
    mqmType: text('mqm_type').$type<MqmErrorType>().notNull(),
    mqmSeverity: text('mqm_severity').$type<MqmSeverity>().notNull(),
    words: text('words'),
    comment: text('comment'),
    status: text('status').$type<'OPEN' | 'ACCEPTED' | 'REJECTED' | 'FIXED'>().notNull().default('OPEN'),
    answerReason: text('answer_reason'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quality_issues_request_idx').on(t.jobRequestId, t.languageId, t.createdAt)],
);
export type QualityIssueRow = typeof qualityIssues.$inferSelect;

export const qualityProfileVersions = pgTable(
  'quality_profile_versions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    name: text('name').$type<QualityProfileName>().notNull(),
    version: integer('version').notNull(),
    tolerance: doublePrecision('tolerance').notNull(),
    typeWeights: jsonb('type_weights').$type<QualityTypeWeights>().notNull(),
    isDefault: boolean('is_default').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.name, t.version] })],
);

/** One current score per file and language: `fileRef` is the document's file key or `media:<index>`. */
export const qualityScores = pgTable(
  'quality_scores',
  {
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    fileRef: text('file_ref').notNull(),
    languageId: text('language_id').notNull(),
    fileName: text('file_name').notNull(),
    evaluatedWords: integer('evaluated_words').notNull(),
    countedIssues: integer('counted_issues').notNull(),
    penalty: doublePrecision('penalty').notNull(),
    penaltyPer1000: doublePrecision('penalty_per_1000').notNull(),
    score: doublePrecision('score').notNull(),
    verdict: text('verdict').$type<'PASS' | 'FAIL'>().notNull(),
    inconclusive: boolean('inconclusive').notNull(),
    profileName: text('profile_name').$type<QualityProfileName>().notNull(),
    /** 0: the contract's defaults; otherwise a quality_profile_versions row of the request's company. */
    profileVersion: integer('profile_version').notNull(),
    tolerance: doublePrecision('tolerance').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobRequestId, t.fileRef, t.languageId] })],
);
export type QualityScoreRow = typeof qualityScores.$inferSelect;

/** Each document's version (by file key) and each media line's text hash (by file index, then line id). */
export interface ReviewSeen {
  documents: Record<string, number>;
  media: Record<string, Record<string, string>>;
}

export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    languageId: text('language_id').notNull(),
    decision: text('decision').$type<'APPROVED' | 'CHANGES_REQUESTED'>().notNull(),
    note: text('note'),
    issueIds: jsonb('issue_ids').$type<string[]>().notNull(),
    /** The language's scores when the decision was taken. */
    scores: jsonb('scores').$type<unknown[]>().notNull(),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedBy: text('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the reviewer had when deciding (decision 188); null on decisions taken before it was kept. */
    seen: jsonb('seen').$type<ReviewSeen>(),
  },
  (t) => [index('review_decisions_request_idx').on(t.jobRequestId, t.decidedAt)],
);

/** A company's review settings: with the hold on, its translated files reach only those who approve until they do. */
export const reviewSettings = pgTable('review_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clientConfigs.id, { onDelete: 'cascade' }),
  holdDeliveryUntilApproved: boolean('hold_delivery_until_approved').notNull().default(false),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
