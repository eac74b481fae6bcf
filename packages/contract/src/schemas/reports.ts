// Custom reports (spec 3 §2.4, §3, §5 and §7).
import Type, { type Static } from 'typebox';
import { literalUnion, ReportType } from '../enums.ts';
import { MAX_PAGE_SIZE, REPORT_DEFAULT_PAGE_SIZE } from '../limits.ts';
import { Nullable } from './common.ts';

export const ReportIdParams = Type.Object({ reportId: Type.String({ minLength: 1 }) });
export type ReportIdParams = Static<typeof ReportIdParams>;

/** A column as a report definition declares it (spec 3 §3). */
export const ReportColumn = Type.Object({ columnId: Type.String(), name: Type.String() });
export type ReportColumn = Static<typeof ReportColumn>;

// Extension (not in the spec): the kind of value a column holds, from the query that computes it, so the table
// formats and aligns a column without guessing from the values of the page shown.
export const REPORT_COLUMN_KINDS = ['TEXT', 'NUMBER', 'DATE'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

/** A column as a report answers it: the definition's column and its kind. */
export const ReportTableColumn = Type.Object({
  columnId: Type.String(),
  name: Type.String(),
  kind: literalUnion(REPORT_COLUMN_KINDS, { description: 'TEXT, NUMBER or DATE (an ISO instant)' }),
});
export type ReportTableColumn = Static<typeof ReportTableColumn>;

// Spec 3 §3 "filters [{name, mapping, type (DATE or other), options, defaultValue}]". The spec leaves the other
// types open; the product uses DATE, SELECT and TEXT (docs/decisions/030-report-filters-and-rows.md).
export const REPORT_FILTER_TYPES = ['DATE', 'SELECT', 'TEXT'] as const;
export type ReportFilterType = (typeof REPORT_FILTER_TYPES)[number];

export const ReportFilter = Type.Object({
  name: Type.String(),
  mapping: Type.String(),
  type: Type.String({ description: 'DATE, SELECT or TEXT' }),
  options: Type.Optional(Type.Array(Type.String())),
  defaultValue: Type.Optional(
    Nullable(
      Type.String({
        description:
          'DATE: "today", "today-N" (N days before) or YYYY-MM-DD; SELECT: one of options; TEXT: the initial text',
      }),
    ),
  ),
  range: Type.Optional(
    Type.Union([Type.Literal('FROM'), Type.Literal('TO')], {
      description: 'DATE only: FROM is sent as the start of the chosen day, TO as its end (user time zone)',
    }),
  ),
});
export type ReportFilter = Static<typeof ReportFilter>;

export const ReportSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  type: ReportType,
});
export type ReportSummary = Static<typeof ReportSummary>;
export const ReportList = Type.Array(ReportSummary);

export const Report = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  type: ReportType,
  columns: Type.Array(ReportTableColumn),
  filters: Type.Array(ReportFilter),
});
export type Report = Static<typeof Report>;

// Spec 3 §7: page (1-based), limit, filters (a JSON string mapping filter mappings to values).
export const ReportRowsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: REPORT_DEFAULT_PAGE_SIZE }),
  ),
  filters: Type.Optional(Type.String({ description: 'JSON object: filter mapping → value' })),
  sort: Type.Optional(
    Type.String({
      pattern: '^-?[A-Za-z][A-Za-z0-9_]{0,63}$',
      description: 'Extension: a columnId to sort by, with a leading "-" for descending; default newest first',
    }),
  ),
});
export type ReportRowsQuery = Static<typeof ReportRowsQuery>;

// Spec 3 §3 "Rows response: items, totalRows"; each item is keyed by columnId.
export const ReportRows = Type.Object({
  items: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  totalRows: Type.Integer({ minimum: 0 }),
});
export type ReportRows = Static<typeof ReportRows>;

// Extension (not in the spec): the figures of the chart above the report's table, over every row the filters
// select (not only the page shown).
export const ReportChartQuery = Type.Object({
  filters: Type.Optional(Type.String({ description: 'JSON object: filter mapping → value' })),
  // The date filters are days in the user's time zone (docs/decisions/030), so months are too; UTC when absent.
  timeZone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone the months are counted in, e.g. Europe/Madrid; default UTC' })),
});
export type ReportChartQuery = Static<typeof ReportChartQuery>;

export const ReportChart = Type.Object({
  /** MONTH: points are months (key YYYY-MM), oldest first; CATEGORY: points are values of a column, largest first. */
  groupBy: Type.Union([Type.Literal('MONTH'), Type.Literal('CATEGORY')]),
  /** COUNT: rows per point; AMOUNT: the sum of the measured column. */
  measure: Type.Union([Type.Literal('COUNT'), Type.Literal('AMOUNT')]),
  /** The columnId the points group by (MONTH: a date column) and, for AMOUNT, the one summed. */
  columnId: Type.String(),
  measureColumnId: Type.Optional(Type.String()),
  points: Type.Array(Type.Object({ key: Type.String(), value: Type.Number() })),
});
export type ReportChart = Static<typeof ReportChart>;
