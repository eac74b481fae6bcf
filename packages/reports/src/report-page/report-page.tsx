// /reports/{reportId} (spec 3 §2.1, §2.4, §5, §9): breadcrumb, the filter form (report-filters.tsx), the chart
// of the search, and its rows (report-table.tsx) with Export (report-export.tsx). This file holds the search:
// the filters searched, the sort and the page, and what is fetched for them.
import { useMemo, useState } from 'react';
import { Anchor, Box, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REPORT_DEFAULT_PAGE_SIZE } from '@lingua/contract';
import type { Report } from '@lingua/contract';
import { ErrorAlert, getClock, inAppClick, useT } from '@lingua/core';
import { useReport } from '../api/get-report.ts';
import { useReportChart } from '../api/get-report-chart.ts';
import { useReportRows } from '../api/get-report-rows.ts';
import { defaultFormValues, toFiltersParam } from '../filters/filter-values.ts';
import type { FilterFormValues } from '../filters/filter-values.ts';
import { ReportChart } from '../chart/report-chart.tsx';
import { registerReportsTexts } from '../texts.ts';
import type { ExportedFile } from './report-export.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportResults, type TableView } from './report-table.tsx';

export type { ExportedFile } from './report-export.tsx';
export { REPORT_PAGE_SIZES } from './report-table.tsx';

registerReportsTexts();

export interface ReportPageProps {
  reportId: string;
  /** Breadcrumb "Home". */
  onHome: () => void;
  /** Breadcrumb "Reports". */
  onReports: () => void;
  /** Addresses of the breadcrumb links (portal); unset in widgets. */
  homeHref?: string;
  reportsHref?: string;
  /** Called after a file was handed to the browser. */
  onExported?: (file: ExportedFile) => void;
  /** Pause between export retries (tests and stories shorten it). */
  exportRetryDelayMs?: number;
}

export function ReportPage(props: ReportPageProps) {
  const t = useT();
  const report = useReport(props.reportId);
  const crumbs = (name?: string) => <ReportBreadcrumbs {...props} name={name} />;

  if (report.error) {
    return (
      <>
        {crumbs()}
        <ErrorAlert error={report.error} title={t('reports.report.loadError')} onRetry={() => void report.mutate()} />
      </>
    );
  }
  if (!report.data) {
    return (
      <>
        {crumbs()}
        <Stack role="status" aria-busy="true" aria-label={t('reports.report.loading')}>
          <Skeleton height={36} width="40%" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      </>
    );
  }
  return (
    <>
      {crumbs(report.data.name)}
      {/* Keyed by report: another report starts from its own defaults. */}
      <ReportBody key={report.data.id} report={report.data} {...props} />
    </>
  );
}

function ReportBreadcrumbs({ name, onHome, onReports, homeHref, reportsHref }: ReportPageProps & { name?: string | undefined }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('reports.breadcrumb.label')} mb="md">
      <Breadcrumbs>
        <Anchor href={homeHref ?? '#'} onClick={inAppClick(onHome)}>
          {t('reports.breadcrumb.home')}
        </Anchor>
        <Anchor href={reportsHref ?? '#'} onClick={inAppClick(onReports)}>
          {t('reports.breadcrumb.reports')}
        </Anchor>
        {name ? (
          <Text component="span" aria-current="page">
            {name}
          </Text>
        ) : null}
      </Breadcrumbs>
    </Box>
  );
}

interface Search {
  filters: string | undefined;
  searchId: number;
}

/** The search of one report: the filter values typed, the filters searched, the sort and page, and their fetches. */
function useReportSearch(report: Report) {
  const initial = useMemo(() => defaultFormValues(report.filters, new Date(getClock().now())), [report.filters]);
  const [values, setValues] = useState<FilterFormValues>(initial);
  // The report opens with the default filters already searched.
  const [search, setSearch] = useState<Search>(() => ({ filters: toFiltersParam(report.filters, initial), searchId: 0 }));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(REPORT_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<string | undefined>(undefined);
  const rows = useReportRows(report.id, { page, limit, filters: search.filters, sort, searchId: search.searchId });
  const chart = useReportChart(report.id, search);
  const view: TableView = {
    sort,
    page,
    limit,
    onSort: (next) => {
      setSort(next);
      setPage(1);
    },
    onPage: setPage,
    onLimit: (next) => {
      setLimit(next);
      setPage(1);
    },
  };
  const runSearch = () => {
    setPage(1);
    setSearch((s) => ({ filters: toFiltersParam(report.filters, values), searchId: s.searchId + 1 }));
  };
  const setValue = (mapping: string, value: string) => setValues((all) => ({ ...all, [mapping]: value }));
  return { values, setValue, runSearch, search, rows, chart, view };
}

function ReportBody({ report, onExported, exportRetryDelayMs }: ReportPageProps & { report: Report }) {
  const t = useT();
  const { values, setValue, runSearch, search, rows, chart, view } = useReportSearch(report);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{report.name}</Title>
        {report.description ? <Text c="dimmed">{report.description}</Text> : null}
      </Stack>
      <ReportFilters
        filters={report.filters}
        values={values}
        onChange={setValue}
        onSearch={runSearch}
        searching={rows.loading && view.page === 1 && rows.data !== undefined}
      />
      {chart.error ? (
        <ErrorAlert error={chart.error} title={t('reports.chart.loadError')} onRetry={chart.retry} />
      ) : chart.data ? (
        <ReportChart chart={chart.data} columns={report.columns} />
      ) : (
        <Skeleton height={160} radius="md" />
      )}
      <ReportResults report={report} rows={rows} view={view} exporting={{ filters: search.filters, onExported, retryDelayMs: exportRetryDelayMs }} />
    </Stack>
  );
}
