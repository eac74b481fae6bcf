// English texts of the reports area (spec 3 §2.4, §9), registered under `reports`.
import { REPORT_EXPORT_LIMIT } from '@lingua/contract';
import { registerTexts, registerTranslations } from '@lingua/core';

export const reportsTextsEn = {
  title: 'Reports',
  subtitle: 'Project, quote, task, contact and quality reports computed from your organisation’s requests.',
  loading: 'Loading reports…',
  loadError: 'We could not load the reports.',
  empty: 'No reports are available yet.',
  open: 'Open report',
  types: {
    PROJECT: 'Project',
    QUOTE: 'Quote',
    TASK: 'Task',
    CLIENT_CONTACT: 'Client contact',
    QUALITY: 'Quality',
  },
  breadcrumb: { label: 'Breadcrumb', home: 'Home', reports: 'Reports' },
  report: {
    loading: 'Loading the report…',
    loadError: 'We could not load this report.',
    filtersLegend: 'Filters',
    search: 'Search',
    any: 'Any',
    datePlaceholder: 'MM/DD/YYYY',
    clear: 'Clear {{name}}',
    rowsLoadError: 'We could not load the rows of this report.',
    noRows: 'No rows match these filters.',
    total_one: '{{total}} row',
    total_other: '{{total}} rows',
    tableLabel: '{{name}} rows',
    pageSize: 'Rows per page',
    pagination: 'Pages',
    pageOf: 'Page {{page}} of {{pages}}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    sortBy: 'Sort by {{column}}',
    empty: '—',
  },
  chart: {
    title: 'Overview',
    loadError: 'We could not load the chart.',
    noData: 'Nothing to chart for these filters.',
    summaryMonthCount: '{{columns}} per month: {{points}}.',
    summaryMonthAmount: '{{measure}} per month: {{points}}.',
    summaryCategoryCount: 'Rows per {{column}}: {{points}}.',
    summaryCategoryAmount: '{{measure}} per {{column}}: {{points}}.',
    rows: 'Rows',
    point: '{{label}}: {{value}}',
  },
  export: {
    button: 'Export',
    csv: 'CSV (spreadsheet)',
    json: 'JSON',
    inProgress: 'Preparing the export…',
    done: 'Saved {{fileName}}.',
    failed: 'The export failed. Please try again.',
    firstRecordsOnly: `The file holds the first ${REPORT_EXPORT_LIMIT} of {{total}} rows. Narrow the filters to export the rest.`,
    // Spec 3 §8 internal error, worded as the spec lists it.
    unsupportedType: 'Unsupported export type',
  },
};

/** Adds the reports texts to the catalogue (idempotent). */
export function registerReportsTexts(): void {
  registerTexts('reports', reportsTextsEn);
  // The other languages' texts, each imported when its language is shown (decision 189).
  registerTranslations('reports', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}
