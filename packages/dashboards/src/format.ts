// Display rules of the dashboard tables (spec 1 §2, §9): the two date formats, the deadline's first 10
// characters, Rush emphasis, the 24-hour highlight of completed quotes, and links out to the project system.
// Dates arrive as ISO 8601 with the provider's offset, so the wall-clock parts are read from the text itself.
// English keeps the spec's two formats; the other languages write dates and figures as core's Intl formats do in
// the shown language (decision 189).
import { currentLocale, formatDateTime, formatNumber, getLanguage, t } from '@lingua/core';

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;
const DAY_MS = 24 * 3_600_000;

function parts(iso: string | null | undefined) {
  const m = iso ? ISO.exec(iso) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m as unknown as [string, string, string, string, string, string, string];
  return { y, mo, d, h: Number(h), mi, s };
}

/** The wall-clock parts as a time of the browser's zone, so Intl writes the very parts the text has. */
const wallClock = (p: NonNullable<ReturnType<typeof parts>>) =>
  new Date(Number(p.y), Number(p.mo) - 1, Number(p.d), p.h, Number(p.mi), Number(p.s));

/** `MM-DD-YY h:mm:ss A`, e.g. 03-10-26 2:05:09 PM (empty when absent or malformed); "10.03.2026, 14:05" in German. */
export function formatShortDateTime(iso: string | null | undefined): string {
  const p = parts(iso);
  if (!p) return '';
  if (getLanguage() !== 'en') return formatDateTime(wallClock(p));
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  return `${p.mo}-${p.d}-${p.y.slice(2)} ${h12}:${p.mi}:${p.s} ${p.h < 12 ? 'AM' : 'PM'}`;
}

/** `MMM DD, YYYY HH:mm:ss`, e.g. Mar 10, 2026 14:05:09; "10.03.2026, 14:05" in German. */
export function formatLongDateTime(iso: string | null | undefined): string {
  const p = parts(iso);
  if (!p) return '';
  if (getLanguage() !== 'en') return formatDateTime(wallClock(p));
  const month = wallClock(p).toLocaleDateString(currentLocale(), { month: 'short' });
  return `${month} ${p.d}, ${p.y} ${String(p.h).padStart(2, '0')}:${p.mi}:${p.s}`;
}

/** Spec 1 §2: the deadline is shown as its first 10 characters (the provider's date). */
export function deadlineText(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/** Spec 1 §3: rateType is Rush or standard; Rush is emphasised (bold, red, upper case). */
export function isRush(rateType: string | null | undefined): boolean {
  return rateType?.toLowerCase() === 'rush';
}

/** Spec 1 §2, §9: a completed quote whose start is 24 hours or more before now is highlighted. */
export function isStale(startIso: string | null | undefined, now: number): boolean {
  const start = startIso ? Date.parse(startIso) : Number.NaN;
  return Number.isFinite(start) && now - start >= DAY_MS;
}

/** Whole hours past the deadline as "2 d 5 h". */
export function pastDueText(hours: string | null | undefined): string {
  const n = Number(hours);
  if (hours == null || hours === '' || !Number.isFinite(n)) return '';
  return t('dashboards.pastDueHours', { days: Math.floor(n / 24), hours: n % 24 });
}

export type ProjectSystemKind = 'project' | 'quote' | 'job';

/** The project-management system's page of a project, quote or job; undefined without a template or id. */
export function projectSystemUrl(template: string | undefined, kind: ProjectSystemKind, id: string | number | null | undefined): string | undefined {
  if (!template || id === null || id === undefined || id === '') return undefined;
  return template.replaceAll('{kind}', kind).replaceAll('{id}', encodeURIComponent(String(id)));
}

/** A month (`2026-03`) as charts and rows name it: "Mar 2026", "März 2026", "2026年3月". */
export function monthText(key: string): string {
  const [year, month] = key.split('-').map(Number);
  if (!year || !month) return key;
  return new Date(year, month - 1, 1).toLocaleDateString(currentLocale(), { month: 'short', year: 'numeric' });
}

/** Money as the tables show it: 1,234.50, 1.234,50 in German. */
export function money(value: number | null | undefined): string {
  return value == null ? '' : formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
