// How report cells read in the table, by the kind the column declares, in the shown language's conventions
// (decision 189): dates (ISO instants) as the language's numeric day (MM/DD/YYYY in English, spec 3 §2.4;
// 03.10.2025 in German), numbers with its separators and at most two decimals, nothing as a dash.
import dayjs from 'dayjs';
import type { ReportColumnKind } from '@lingua/contract';
import { currentLocale, formatNumber as formatInLanguage } from '@lingua/core';

export function formatNumber(value: number): string {
  return formatInLanguage(value, { maximumFractionDigits: 2 });
}

/** A day in the shown language's numeric form; core's formatDate names the month, the spec's report shows digits. */
function formatDay(date: Date): string {
  return date.toLocaleDateString(currentLocale(), { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A chart's month (`2025-10`) as its axis and summary name it: "Oct 2025", "Okt. 2025", "2025年10月". */
export function formatMonth(key: string, year: 'numeric' | '2-digit' = 'numeric'): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  return new Date(y, m - 1, 1).toLocaleDateString(currentLocale(), { month: 'short', year });
}

/** The text of one cell of a column of `kind`; `empty` for null and missing values. */
export function formatCell(value: unknown, kind: ReportColumnKind, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (kind === 'NUMBER' && typeof value === 'number') return formatNumber(value);
  if (kind === 'DATE' && typeof value === 'string' && dayjs(value).isValid()) return formatDay(dayjs(value).toDate());
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Numbers are right-aligned so their digits line up. */
export function cellAlign(kind: ReportColumnKind): 'right' | undefined {
  return kind === 'NUMBER' ? 'right' : undefined;
}
