// Custom reports (spec 3 §2.4, §3, §5 and §7).
import Type, { type Static } from 'typebox';
import { ReportType } from '../enums.ts';
import { MAX_PAGE_SIZE, REPORT_DEFAULT_PAGE_SIZE } from '../limits.ts';
import { Nullable } from './common.ts';

export const ReportIdParams = Type.Object({ reportId: Type.String({ minLength: 1 }) });
export type ReportIdParams = Static<typeof ReportIdParams>;

export const ReportColumn = Type.Object({ columnId: Type.String(), name: Type.String() });
export type ReportColumn = Static<typeof ReportColumn>;

// Spec 3 §3 "filters [{name, mapping, type (DATE or other), options, defaultValue}]".
export const ReportFilter = Type.Object({
  name: Type.String(),
  mapping: Type.String(),
  type: Type.String({ description: 'DATE or another input type' }),
  options: Type.Optional(Type.Array(Type.String())),
  defaultValue: Type.Optional(Nullable(Type.String())),
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
  columns: Type.Array(ReportColumn),
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
});
export type ReportRowsQuery = Static<typeof ReportRowsQuery>;

// Spec 3 §3 "Rows response: items, totalRows"; each item is keyed by columnId.
export const ReportRows = Type.Object({
  items: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  totalRows: Type.Integer({ minimum: 0 }),
});
export type ReportRows = Static<typeof ReportRows>;
