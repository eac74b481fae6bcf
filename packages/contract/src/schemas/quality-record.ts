// The quality record (decision 187): staff's figures over every company's stored scores, and a client admin's
// history of their own company's scores per language and month.
import Type, { type Static } from 'typebox';
import { MqmErrorTypeSchema } from './quality.ts';
import { DateTime, Nullable } from './common.ts';
import { QUALITY_RECORD_MONTHS_DEFAULT, QUALITY_RECORD_MONTHS_MAX } from '../rules/quality-record.ts';

export const QualityRecordQuery = Type.Object({
  months: Type.Optional(
    Type.Integer({ minimum: 1, maximum: QUALITY_RECORD_MONTHS_MAX, default: QUALITY_RECORD_MONTHS_DEFAULT, description: 'Months back, this one included, by the month each file was delivered (UTC)' }),
  ),
});
export type QualityRecordQuery = Static<typeof QualityRecordQuery>;

const Count = Type.Integer({ minimum: 0 });

/** One group's scores: each file and language scored counts once, in exactly one of pass, fail and inconclusive. */
export const QualityFigures = Type.Object({
  scores: Count,
  pass: Type.Integer({ minimum: 0, description: 'PASS over at least 1,000 evaluated words' }),
  fail: Type.Integer({ minimum: 0, description: 'FAIL over at least 1,000 evaluated words' }),
  inconclusive: Type.Integer({ minimum: 0, description: 'Fewer than 1,000 evaluated words, whatever the verdict' }),
  meanScore: Nullable(Type.Number({ description: 'Arithmetic mean of the scores, two decimals; null without any' })),
  evaluatedWords: Count,
});
export type QualityFigures = Static<typeof QualityFigures>;

export const QualityGroupRow = Type.Object({
  key: Type.String({ description: 'Company id, "source>target" language ids, engine names joined by "+" ("" for none), or YYYY-MM' }),
  label: Type.String({ description: 'Company name, language names, engine names or YYYY-MM' }),
  ...QualityFigures.properties,
});
export type QualityGroupRow = Static<typeof QualityGroupRow>;

export const QualityRedelivery = Type.Object({
  requested: Type.Integer({ minimum: 0, description: 'Languages sent back with changes requested in the period' }),
  redelivered: Type.Integer({ minimum: 0, description: 'Of those, redelivered since' }),
  medianHours: Nullable(Type.Number({ description: 'Hours from the request for changes to the next delivery, median' })),
  meanHours: Nullable(Type.Number()),
});
export type QualityRedelivery = Static<typeof QualityRedelivery>;

export const QualityStats = Type.Object({
  since: DateTime,
  totals: QualityFigures,
  byCompany: Type.Array(QualityGroupRow),
  byLanguagePair: Type.Array(QualityGroupRow),
  byEngine: Type.Array(QualityGroupRow),
  byMonth: Type.Array(QualityGroupRow, { description: 'Oldest first; months without scores are left out' }),
  openIssues: Type.Array(Type.Object({ mqmType: MqmErrorTypeSchema, count: Count }), { description: 'Issues open now, any period, most first' }),
  redelivery: QualityRedelivery,
});
export type QualityStats = Static<typeof QualityStats>;

export const QualityHistoryRow = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  languageId: Type.String(),
  languageName: Type.String(),
  ...QualityFigures.properties,
});
export type QualityHistoryRow = Static<typeof QualityHistoryRow>;
export const QualityHistory = Type.Object({
  since: DateTime,
  rows: Type.Array(QualityHistoryRow, { description: 'Per target language and month, oldest first' }),
});
export type QualityHistory = Static<typeof QualityHistory>;
