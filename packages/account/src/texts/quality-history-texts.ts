// The quality history's English texts (decision 187): a client admin's tab of the settings panel.
import { registerTexts } from '@lingua/core';
import { registerAccountTranslations } from './translations.ts';

export const qualityHistoryTextsEn = {
  intro: 'The scores of your company’s reviewed files per target language, by the month they were delivered. Each file and language counts once; fewer than 1,000 evaluated words make a score inconclusive.',
  period: 'Period',
  months_one: 'This month',
  months_other: 'Last {{count}} months',
  language: 'Language',
  loading: 'Loading your quality history…',
  loadError: 'We could not load your quality history.',
  empty: 'No file of your company was scored in this period. A file is scored once someone marks an issue on it.',
  chartTitle: 'Mean score per month, {{language}}',
  chartSummary: 'Mean score of {{language}} per month: {{points}}.',
  tableLabel: 'Scores per language and month',
  columns: { month: 'Month', language: 'Language', scores: 'Files scored', meanScore: 'Mean score', pass: 'Pass', fail: 'Fail', inconclusive: 'Inconclusive' },
  point: '{{label}}: {{value}}',
  noScore: '—',
};

registerTexts('qualityHistory', qualityHistoryTextsEn);
registerAccountTranslations();
