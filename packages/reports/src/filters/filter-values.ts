// Report filter values (spec 3 §2.4, §5; docs/decisions/030-report-filters-and-rows.md): the form holds DATE
// filters as YYYY-MM-DD (shown as MM/DD/YYYY), SELECT and TEXT filters as text; the rows call gets a JSON
// object keyed by each filter's mapping, dates as epoch milliseconds (start of the day for FROM, its end for
// TO, in the user's time zone), empty values omitted.
import dayjs from 'dayjs';
import type { ReportFilter } from '@lingua/contract';

export type FilterFormValues = Record<string, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELATIVE = /^today(?:-(\d{1,4}))?$/;

/** A DATE filter's default as YYYY-MM-DD: "today", "today-N" or a fixed date; anything else is empty. */
export function resolveDateDefault(defaultValue: string | null | undefined, today: Date): string {
  if (!defaultValue) return '';
  const relative = RELATIVE.exec(defaultValue.trim());
  if (relative) return dayjs(today).subtract(Number(relative[1] ?? 0), 'day').format('YYYY-MM-DD');
  return ISO_DATE.test(defaultValue) && dayjs(defaultValue).isValid() ? defaultValue : '';
}

/** The form's first values: each filter's default. */
export function defaultFormValues(filters: readonly ReportFilter[], today: Date): FilterFormValues {
  const values: FilterFormValues = {};
  for (const f of filters) {
    if (f.type === 'DATE') values[f.mapping] = resolveDateDefault(f.defaultValue, today);
    else if (f.type === 'SELECT') values[f.mapping] = f.defaultValue && f.options?.includes(f.defaultValue) ? f.defaultValue : '';
    else values[f.mapping] = f.defaultValue ?? '';
  }
  return values;
}

/** A YYYY-MM-DD day → epoch milliseconds of its first (FROM) or last (TO) millisecond in local time. */
export function dayToTimestamp(day: string, range: 'FROM' | 'TO' | undefined): number {
  const d = dayjs(day);
  return (range === 'TO' ? d.endOf('day') : d.startOf('day')).valueOf();
}

/** The rows call's `filters` parameter, or undefined when every value is empty. */
export function toFiltersParam(filters: readonly ReportFilter[], values: FilterFormValues): string | undefined {
  const out: Record<string, string | number> = {};
  for (const f of filters) {
    const value = (values[f.mapping] ?? '').trim();
    if (value === '') continue;
    if (f.type === 'DATE') {
      if (ISO_DATE.test(value)) out[f.mapping] = dayToTimestamp(value, f.range);
    } else out[f.mapping] = value;
  }
  return Object.keys(out).length ? JSON.stringify(out) : undefined;
}
