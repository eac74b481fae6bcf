import { afterEach, describe, expect, it } from 'vitest';
import type { ReportChart } from '@lingua/contract';
import { showLanguage, t } from '@lingua/core';
import { registerReportsTexts } from '../texts.ts';
import { chartSummary } from './report-chart.tsx';

registerReportsTexts();
afterEach(() => showLanguage('en'));

const columns = [
  { columnId: 'status', name: 'Status' },
  { columnId: 'createdAt', name: 'Created' },
];
const byStatus: ReportChart = {
  groupBy: 'CATEGORY',
  measure: 'COUNT',
  columnId: 'status',
  points: [{ key: 'Open', value: 1234 }],
};
const byMonth: ReportChart = {
  groupBy: 'MONTH',
  measure: 'COUNT',
  columnId: 'createdAt',
  points: [{ key: '2025-10', value: 12 }],
};

describe('chartSummary', () => {
  it('names the column mid-sentence in lower case in English', () => {
    expect(chartSummary(byStatus, columns, t)).toBe('Rows per status: Open: 1,234.');
    expect(chartSummary(byMonth, columns, t)).toBe('Rows per month: Oct 2025: 12.');
  });

  it('keeps a German noun’s capital and writes German numbers and months', async () => {
    await showLanguage('de');
    expect(chartSummary(byStatus, columns, t)).toBe('Zeilen pro Status: Open: 1.234.');
    expect(chartSummary(byMonth, columns, t)).toBe('Zeilen pro Monat: Okt. 2025: 12.');
  });
});
