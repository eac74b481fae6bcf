// Feedback the provider can act on (decision 184): issues a reviewer marks in plain words on a document segment or
// a media line, stored as MQM-Core types and severities staff see and may change, staff's answers, the score per
// file and language, the company's quality profiles, and the client's approval or request for changes per target
// language of a request.
import Type, { type Static, type TOptional } from 'typebox';
import { literalUnion } from '../enums.ts';
import { MediaSegmentId } from './media-segments.ts';
import { DateTime, Nullable } from './common.ts';
import {
  QUALITY_ANSWER_REASON_MAX_LENGTH,
  QUALITY_ISSUE_COMMENT_MAX_LENGTH,
  QUALITY_ISSUE_WORDS_MAX_LENGTH,
  REVIEW_NOTE_MAX_LENGTH,
} from '../limits.ts';
import {
  QUALITY_ANSWERS,
  QUALITY_ISSUE_STATUSES,
  REVIEW_DECISIONS,
  MQM_ERROR_TYPES,
  MQM_SEVERITIES,
  QUALITY_PLAIN_SEVERITIES,
  QUALITY_PLAIN_TYPES,
  QUALITY_PROFILE_NAMES,
  QUALITY_TOLERANCE_MAX,
  QUALITY_TYPE_WEIGHT_MAX,
  QUALITY_TYPE_WEIGHT_MIN,
} from '../rules/quality-score.ts';

// The limits and lists the browser reads live outside this module (limits.ts, the score rule), so an element's
// first load never carries TypeBox (decision 171).

export const QualityPlainType = literalUnion(QUALITY_PLAIN_TYPES, { description: 'What is wrong, in plain words: wrong meaning, wrong term, reads badly, formatting broken, should not be translated' });
export const QualityPlainSeverity = literalUnion(QUALITY_PLAIN_SEVERITIES, { description: 'How bad it is: cosmetic (minor), misleading (major), unusable (critical)' });
export const MqmErrorTypeSchema = literalUnion(MQM_ERROR_TYPES, { description: 'The MQM-Core error type' });
export const MqmSeveritySchema = literalUnion(MQM_SEVERITIES, { description: 'The MQM severity: neutral 0, minor 1, major 5, critical 25 points' });
export const QualityIssueStatus = literalUnion(QUALITY_ISSUE_STATUSES);
export type QualityIssueStatus = (typeof QUALITY_ISSUE_STATUSES)[number];
export const ReviewDecisionKind = literalUnion(REVIEW_DECISIONS);
export type ReviewDecisionKind = (typeof REVIEW_DECISIONS)[number];

const IssueWords = Type.Optional(Type.String({ minLength: 1, maxLength: QUALITY_ISSUE_WORDS_MAX_LENGTH, description: 'The words of the translation the issue concerns; none: the whole segment' }));
const IssueComment = Type.Optional(Type.String({ maxLength: QUALITY_ISSUE_COMMENT_MAX_LENGTH }));

export const MarkDocumentIssueBody = Type.Object({
  position: Type.Integer({ minimum: 0, description: "The segment's position in the document (getDocumentSegments)" }),
  plainType: QualityPlainType,
  severity: QualityPlainSeverity,
  words: IssueWords,
  comment: IssueComment,
});
export type MarkDocumentIssueBody = Static<typeof MarkDocumentIssueBody>;

export const MarkMediaIssueBody = Type.Object({
  lineId: MediaSegmentId,
  plainType: QualityPlainType,
  severity: QualityPlainSeverity,
  words: IssueWords,
  comment: IssueComment,
});
export type MarkMediaIssueBody = Static<typeof MarkMediaIssueBody>;

export const QualityIssue = Type.Object({
  id: Type.String({ format: 'uuid' }),
  jobRequestId: Type.String(),
  languageId: Type.String(),
  /** A document's delivered file, or null on a media line. */
  fileKey: Nullable(Type.String()),
  fileName: Type.String(),
  /** A media source file's index, or null on a document. */
  fileIndex: Nullable(Type.Integer({ minimum: 0 })),
  /** The document segment's position, or the media line's id. */
  segment: Type.String(),
  sourceText: Type.String({ description: 'The source of the segment or line when the issue was marked' }),
  targetText: Type.String({ description: 'The translation when the issue was marked' }),
  plainType: Nullable(QualityPlainType),
  severity: Nullable(QualityPlainSeverity),
  mqmType: MqmErrorTypeSchema,
  mqmSeverity: MqmSeveritySchema,
  words: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  status: QualityIssueStatus,
  answerReason: Nullable(Type.String({ description: 'Why staff rejected it, or what they did' })),
  answeredBy: Nullable(Type.String()),
  answeredAt: Nullable(DateTime),
  createdBy: Type.String(),
  mine: Type.Boolean({ description: 'Marked by the caller: they may delete it while it is open' }),
  createTime: DateTime,
});
export type QualityIssue = Static<typeof QualityIssue>;

export const QualityIssuesQuery = Type.Object({
  languageId: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  fileKey: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  fileIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  status: Type.Optional(QualityIssueStatus),
});
export type QualityIssuesQuery = Static<typeof QualityIssuesQuery>;

export const QualityIssueParams = Type.Object({ jobRequestId: Type.String({ minLength: 1 }), issueId: Type.String({ minLength: 1, maxLength: 64 }) });
export type QualityIssueParams = Static<typeof QualityIssueParams>;

export const ClassifyQualityIssueBody = Type.Object(
  { mqmType: Type.Optional(MqmErrorTypeSchema), mqmSeverity: Type.Optional(MqmSeveritySchema) },
  { minProperties: 1 },
);
export type ClassifyQualityIssueBody = Static<typeof ClassifyQualityIssueBody>;

export const AnswerQualityIssueBody = Type.Object({
  answer: literalUnion(QUALITY_ANSWERS),
  reason: Type.Optional(Type.String({ maxLength: QUALITY_ANSWER_REASON_MAX_LENGTH, description: 'Required to reject' })),
});
export type AnswerQualityIssueBody = Static<typeof AnswerQualityIssueBody>;

const WeightValue = Type.Number({ minimum: QUALITY_TYPE_WEIGHT_MIN, maximum: QUALITY_TYPE_WEIGHT_MAX });
const Weights = Type.Object(Object.fromEntries(MQM_ERROR_TYPES.map((t) => [t, Type.Optional(WeightValue)])) as Record<(typeof MQM_ERROR_TYPES)[number], TOptional<typeof WeightValue>>, {
  additionalProperties: false,
  description: 'Weight per MQM-Core type, 0–2; a type left out weighs 1',
});

export const QualityScore = Type.Object({
  languageId: Type.String(),
  fileKey: Nullable(Type.String()),
  fileIndex: Nullable(Type.Integer({ minimum: 0 })),
  fileName: Type.String(),
  evaluatedWords: Type.Integer({ minimum: 0, description: 'Source words of the evaluated segments or lines' }),
  countedIssues: Type.Integer({ minimum: 0 }),
  penalty: Type.Number({ description: 'Σ severity × type weight, repeats once' }),
  penaltyPer1000: Type.Number(),
  score: Type.Number({ minimum: 0, maximum: 100, description: 'max(0, 100 − penalty per 1,000 words), two decimals' }),
  verdict: literalUnion(['PASS', 'FAIL'] as const),
  inconclusive: Type.Boolean({ description: 'Fewer than 1,000 evaluated words' }),
  profile: literalUnion(QUALITY_PROFILE_NAMES),
  profileVersion: Type.Integer({ minimum: 0, description: "The profile's version the score was computed with; 0: the defaults" }),
  tolerance: Type.Number(),
  computedAt: DateTime,
});
export type QualityScore = Static<typeof QualityScore>;

// Decision 188: after a redelivery the client reviews what changed since the language's last decision.
const reviewChanges = {
  decision: literalUnion(REVIEW_DECISIONS, { description: "The language's latest decision: the last review" }),
  decidedAt: DateTime,
  decidedBy: Type.String(),
  redelivered: Type.Boolean({ description: 'Changes were requested and staff have delivered the request again since' }),
  segments: Type.Array(Type.String(), { description: "The file's document positions or media line ids edited, confirmed or retranslated after the decision" }),
};
export const ReviewChanges = Type.Object(reviewChanges);
export type ReviewChanges = Static<typeof ReviewChanges>;

export const QualityIssueList = Type.Object({
  issues: Type.Array(QualityIssue),
  scores: Type.Array(QualityScore),
  /** Whether the caller may change MQM types and answer (staff). */
  canAnswer: Type.Boolean(),
  sinceReview: Type.Optional(Type.Object(reviewChanges, { description: 'With languageId and one file named, once the language has a decision: what changed in the file since the latest' })),
});
export type QualityIssueList = Static<typeof QualityIssueList>;

export const QualityExportQuery = Type.Object({
  languageId: Type.String({ minLength: 1, maxLength: 16 }),
  format: Type.Optional(literalUnion(['csv', 'pdf'] as const, { description: 'csv (the default): every issue; pdf: a one-page report' })),
  fileKey: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  fileIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
});
export type QualityExportQuery = Static<typeof QualityExportQuery>;
export const QualityExportFile = Type.Object({
  fileName: Type.String(),
  mediaType: Type.String(),
  content: Type.String({ description: 'The CSV text, or the PDF in base64' }),
  encoding: literalUnion(['utf8', 'base64'] as const),
});
export type QualityExportFile = Static<typeof QualityExportFile>;

export const QualityProfileParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }), name: literalUnion(QUALITY_PROFILE_NAMES) });
export type QualityProfileParams = Static<typeof QualityProfileParams>;
export const QualityProfilesParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type QualityProfilesParams = Static<typeof QualityProfilesParams>;

export const QualityProfile = Type.Object({
  name: literalUnion(QUALITY_PROFILE_NAMES),
  version: Type.Integer({ minimum: 0, description: 'One more per change; 0: the defaults, never changed' }),
  tolerance: Type.Number({ minimum: 0, description: 'Penalty points per 1,000 words a file may carry and pass' }),
  typeWeights: Weights,
  /** The profile new scores of the company are computed with. */
  isDefault: Type.Boolean(),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type QualityProfile = Static<typeof QualityProfile>;
export const QualityProfileList = Type.Array(QualityProfile);

export const SaveQualityProfileBody = Type.Object({
  tolerance: Type.Number({ minimum: 0, maximum: QUALITY_TOLERANCE_MAX }),
  typeWeights: Type.Optional(Weights),
  isDefault: Type.Optional(Type.Boolean({ description: 'Make it the profile new scores use' })),
});
export type SaveQualityProfileBody = Static<typeof SaveQualityProfileBody>;

export const ReviewLanguageParams = Type.Object({ jobRequestId: Type.String({ minLength: 1 }), languageId: Type.String({ minLength: 1, maxLength: 16 }) });
export type ReviewLanguageParams = Static<typeof ReviewLanguageParams>;

export const ApproveTranslationBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: REVIEW_NOTE_MAX_LENGTH })) });
export type ApproveTranslationBody = Static<typeof ApproveTranslationBody>;
export const RequestChangesBody = Type.Object({ note: Type.String({ minLength: 1, maxLength: REVIEW_NOTE_MAX_LENGTH, pattern: '\\S' }) });
export type RequestChangesBody = Static<typeof RequestChangesBody>;

export const ReviewDecision = Type.Object({
  id: Type.String({ format: 'uuid' }),
  jobRequestId: Type.String(),
  languageId: Type.String(),
  decision: ReviewDecisionKind,
  note: Nullable(Type.String()),
  /** The issues open when changes were requested. */
  issueIds: Type.Array(Type.String()),
  decidedBy: Type.String(),
  decidedAt: DateTime,
  scores: Type.Array(QualityScore, { description: "The language's scores when the decision was taken" }),
});
export type ReviewDecision = Static<typeof ReviewDecision>;
export const ReviewDecisionList = Type.Array(ReviewDecision);

export const ReviewSettings = Type.Object({
  holdDeliveryUntilApproved: Type.Boolean({
    description: "A target language's translated files reach only the request's owner and the company's admin until one of them approves it",
  }),
});
export type ReviewSettings = Static<typeof ReviewSettings>;
