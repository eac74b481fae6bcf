// The quality history's rows shaped for the chart and the language choice (decision 187): pure, tested alone.
import type { QualityHistoryRow } from '@lingua/contract';
import { formatNumber } from '@lingua/core';

export interface HistoryLanguage {
  id: string;
  name: string;
  scores: number;
}

/** The languages of the history, those with the most scores first, then by name. */
export function languagesOf(rows: readonly QualityHistoryRow[]): HistoryLanguage[] {
  const byId = new Map<string, HistoryLanguage>();
  for (const r of rows) {
    const l = byId.get(r.languageId) ?? { id: r.languageId, name: r.languageName, scores: 0 };
    l.scores += r.scores;
    byId.set(r.languageId, l);
  }
  return [...byId.values()].sort((a, b) => b.scores - a.scores || a.name.localeCompare(b.name));
}

/** One language's mean score per month, oldest first (the server's order). */
export function monthsOf(rows: readonly QualityHistoryRow[], languageId: string): Array<{ month: string; meanScore: number }> {
  return rows.filter((r) => r.languageId === languageId && r.meanScore !== null).map((r) => ({ month: r.month, meanScore: r.meanScore! }));
}

/** A score to two decimals. */
export function scoreText(score: number | null, empty: string): string {
  return score === null ? empty : formatNumber(score, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
