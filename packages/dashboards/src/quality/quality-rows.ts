// How the quality view writes its figures (decision 187): pure, tested without React.
import type { QualityGroupRow, QualityStats } from '@lingua/contract';

export type QualityGroup = 'byCompany' | 'byLanguagePair' | 'byEngine' | 'byMonth';
type T = (key: string, vars?: Record<string, string | number>) => string;

/** Whether the period holds anything to show: a score, an open issue or a request for changes. */
export function hasFigures(stats: QualityStats): boolean {
  return stats.totals.scores > 0 || stats.openIssues.length > 0 || stats.redelivery.requested > 0;
}

/** A score to two decimals (96.25), a dash without one. */
export function scoreText(score: number | null, t: T): string {
  return score === null ? t('dashboards.quality.noScore') : score.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Hours to one decimal ("10.5 h"), a dash without a figure. */
export function hoursText(hours: number | null, t: T): string {
  return hours === null ? t('dashboards.quality.noScore') : t('dashboards.quality.redelivery.hours', { hours: hours.toLocaleString('en-US', { maximumFractionDigits: 1 }) });
}

/** The row's name: the company, pair or engine as the server names it; a month as "Mar 2026"; none in words. */
export function groupLabel(group: QualityGroup, row: QualityGroupRow, t: T): string {
  if (group === 'byMonth') {
    const [year, month] = row.key.split('-');
    return `${t('dashboards.months').split(',')[Number(month) - 1] ?? month} ${year}`;
  }
  if (row.key === '' && group === 'byEngine') return t('dashboards.quality.noEngine');
  if (row.label === '') return t('dashboards.quality.noCompany');
  return row.label;
}
