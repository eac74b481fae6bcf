// How report cells read in the table, by the kind the column declares: dates (ISO instants) as MM/DD/YYYY
// (spec 3 §2.4 date format), numbers with thousands separators and at most two decimals, nothing as a dash.
import dayjs from 'dayjs';
import type { ReportColumnKind } from '@lingua/contract';

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The text of one cell of a column of `kind`; `empty` for null and missing values. */
export function formatCell(value: unknown, kind: ReportColumnKind, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (kind === 'NUMBER' && typeof value === 'number') return formatNumber(value);
  if (kind === 'DATE' && typeof value === 'string' && dayjs(value).isValid()) return dayjs(value).format('MM/DD/YYYY');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Numbers are right-aligned so their digits line up. */
export function cellAlign(kind: ReportColumnKind): 'right' | undefined {
  return kind === 'NUMBER' ? 'right' : undefined;
}
