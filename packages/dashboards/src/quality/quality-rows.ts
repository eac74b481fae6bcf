// How the quality view writes its figures (decision 187): pure, tested without React.
import type { QualityGroupRow, QualityStats } from '@lingua/contract';
import { formatNumber } from '@lingua/core';
import { monthText } from '../format.ts';

export type QualityGroup = 'byCompany' | 'byLanguagePair' | 'byEngine' | 'byMonth';
type T = (key: string, vars?: Record<string, string | number>) => string;

/** Whether the period holds anything to show: a score, an open issue or a request for changes. */
export function hasFigures(stats: QualityStats): boolean {
  return stats.totals.scores > 0 || stats.openIssues.length > 0 || stats.redelivery.requested > 0;
}

/** A score to two decimals (96.25), a dash without one. */
export function scoreText(score: number | null, t: T): string {
  return score === null ? t('dashboards.quality.noScore') : formatNumber(score, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Hours to one decimal ("10.5 h"), minutes under an hour ("25 min"), a dash without a figure. */
export function hoursText(hours: number | null, t: T): string {
  if (hours === null) return t('dashboards.quality.noScore');
  const minutes = Math.round(hours * 60);
  if (minutes < 1) return t('dashboards.quality.redelivery.underAMinute');
  if (minutes < 60) return t('dashboards.quality.redelivery.minutes', { minutes });
  return t('dashboards.quality.redelivery.hours', { hours: formatNumber(hours, { maximumFractionDigits: 1 }) });
}

/** A chart's width: about 72 units a column, so a few months keep their labels readable on a phone. */
export const chartWidth = (points: number): number => Math.min(720, Math.max(320, points * 72));

/** The row's name: the company, pair or engine as the server names it; a month as "Mar 2026"; none in words. */
export function groupLabel(group: QualityGroup, row: QualityGroupRow, t: T): string {
  if (group === 'byMonth') return monthText(row.key);
  if (row.key === '' && group === 'byEngine') return t('dashboards.quality.noEngine');
  if (row.label === '') return t('dashboards.quality.noCompany');
  return row.label;
}
