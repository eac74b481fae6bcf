// Public exports of @lingua/reports (explicit, no export *).
export { ReportsArea, reportsPath } from './area/reports-area.tsx';
export type { ReportsAreaProps } from './area/reports-area.tsx';
export { ReportList } from './report-list/report-list.tsx';
export type { ReportListProps } from './report-list/report-list.tsx';
export { ReportPage, REPORT_PAGE_SIZES } from './report-page/report-page.tsx';
export type { ExportedFile, ReportPageProps } from './report-page/report-page.tsx';
export { ReportChart, chartSummary } from './chart/report-chart.tsx';
export type { ReportChartProps } from './chart/report-chart.tsx';
export { csvField, toCsv, toJson, exportFileName } from './export/csv.ts';
export type { ExportColumn } from './export/csv.ts';
export { registerReportsTexts, reportsTextsEn } from './texts.ts';
