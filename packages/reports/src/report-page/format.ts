// How report cells read in the table: ISO instants as MM/DD/YYYY (spec 3 §2.4 date format), numbers with
// thousands separators and at most two decimals, nothing as a dash.
import dayjs from 'dayjs';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The text of one cell; `empty` for null and missing values. */
export function formatCell(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' && INSTANT.test(value)) return dayjs(value).format('MM/DD/YYYY');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether a column holds numbers (right-aligned). */
export function isNumericColumn(rows: ReadonlyArray<Record<string, unknown>>, columnId: string): boolean {
  return rows.some((r) => typeof r[columnId] === 'number');
}
