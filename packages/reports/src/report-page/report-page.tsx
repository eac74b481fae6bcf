// /reports/{reportId} (spec 3 §2.1, §2.4, §5, §9): breadcrumb, the filter form built from the report's filter
// definitions with a Search button, the chart of the search, a paged and sortable table (sorting and paging
// run on the server) with the total, and Export (CSV, or JSON) of page 1 with limit 1000 when there are rows.
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Menu,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowsSort, IconChevronDown, IconDownload, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_EXPORT_LIMIT } from '@lingua/contract';
import type { Report, ReportFilter } from '@lingua/contract';
import { ErrorAlert, errorDisplayMessage, getClock, inAppClick, useT } from '@lingua/core';
import { useReport } from '../api/get-report.ts';
import { useReportChart } from '../api/get-report-chart.ts';
import { fetchExportRows, useReportRows } from '../api/get-report-rows.ts';
import { exportFile, exportFileName, saveFile, type ExportFormat } from '../export/csv.ts';
import { defaultFormValues, toFiltersParam } from '../filters/filter-values.ts';
import type { FilterFormValues } from '../filters/filter-values.ts';
import { ReportChart } from '../chart/report-chart.tsx';
import { formatCell, isNumericColumn } from './format.ts';
import { registerReportsTexts } from '../texts.ts';

registerReportsTexts();

/** Page sizes offered (the spec names the default, 25). */
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** What an export wrote. */
export interface ExportedFile {
  reportId: string;
  fileName: string;
  format: ExportFormat;
  rows: number;
}

/** Props of ReportPage. */
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

/** One report. */
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
        <Stack aria-busy="true" aria-label={t('reports.report.loading')}>
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

function ReportBody({ report, onExported, exportRetryDelayMs }: ReportPageProps & { report: Report }) {
  const t = useT();
  const initial = useMemo(() => defaultFormValues(report.filters, new Date(getClock().now())), [report.filters]);
  const [values, setValues] = useState<FilterFormValues>(initial);
  // The report opens with the default filters already searched.
  const [search, setSearch] = useState<Search>(() => ({ filters: toFiltersParam(report.filters, initial), searchId: 0 }));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(REPORT_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<string | undefined>(undefined);

  const rows = useReportRows(report.id, { page, limit, filters: search.filters, sort, searchId: search.searchId });
  const chart = useReportChart(report.id, search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch((s) => ({ filters: toFiltersParam(report.filters, values), searchId: s.searchId + 1 }));
  };

  const total = rows.data?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{report.name}</Title>
        {report.description ? <Text c="dimmed">{report.description}</Text> : null}
      </Stack>

      {report.filters.length > 0 ? (
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('reports.report.filtersLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="md">
            {report.filters.map((f) => (
              <FilterInput key={f.mapping} filter={f} value={values[f.mapping] ?? ''} onChange={(v) => setValues((all) => ({ ...all, [f.mapping]: v }))} />
            ))}
          </SimpleGrid>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={rows.loading && page === 1 && rows.data !== undefined}>
            {t('reports.report.search')}
          </Button>
        </Paper>
      ) : null}

      {chart.error ? (
        <ErrorAlert error={chart.error} title={t('reports.chart.loadError')} onRetry={chart.retry} />
      ) : chart.data ? (
        <ReportChart chart={chart.data} columns={report.columns} />
      ) : (
        <Skeleton height={160} radius="md" />
      )}

      {rows.error ? (
        <ErrorAlert error={rows.error} title={t('reports.report.rowsLoadError')} onRetry={rows.retry} />
      ) : !rows.data ? (
        <Stack aria-busy="true" aria-label={t('reports.report.loading')}>
          <Skeleton height={32} />
          <Skeleton height={200} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Text fw={600} role="status">
              {t('reports.report.total', { count: total, total: total.toLocaleString('en-US') })}
              {rows.loading ? <Loader size="xs" ml="xs" aria-hidden /> : null}
            </Text>
            {total > 0 ? (
              <ExportButton report={report} filters={search.filters} sort={sort} total={total} onExported={onExported} retryDelayMs={exportRetryDelayMs} />
            ) : null}
          </Group>
          {total === 0 ? (
            <Text c="dimmed">{t('reports.report.noRows')}</Text>
          ) : (
            <>
              <RowsTable report={report} items={rows.data.items} sort={sort} onSort={(next) => { setSort(next); setPage(1); }} />
              <Group justify="space-between">
                <Select
                  label={t('reports.report.pageSize')}
                  data={REPORT_PAGE_SIZES.map(String)}
                  value={String(limit)}
                  onChange={(v) => {
                    if (!v) return;
                    setLimit(Number(v));
                    setPage(1);
                  }}
                  allowDeselect={false}
                  w={140}
                />
                {pages > 1 ? (
                  <Stack gap={4} align="flex-end">
                    <Pagination
                      total={pages}
                      value={page}
                      onChange={setPage}
                      siblings={1}
                      boundaries={1}
                      aria-label={t('reports.report.pagination')}
                      getControlProps={(control) => ({ 'aria-label': t(`reports.report.${control}Page`) })}
                      getItemProps={(n) => ({ 'aria-label': t('reports.report.pageOf', { page: n, pages }), 'aria-current': n === page ? 'page' : undefined })}
                    />
                  </Stack>
                ) : null}
              </Group>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function FilterInput({ filter, value, onChange }: { filter: ReportFilter; value: string; onChange: (value: string) => void }) {
  const t = useT();
  if (filter.type === 'DATE') {
    return (
      <DateInput
        label={filter.name}
        valueFormat="MM/DD/YYYY"
        placeholder={t('reports.report.datePlaceholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('reports.report.clear', { name: filter.name }) }}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
      />
    );
  }
  if (filter.type === 'SELECT') {
    return (
      <Select
        label={filter.name}
        data={filter.options ?? []}
        value={value || null}
        placeholder={t('reports.report.any')}
        onChange={(v) => onChange(v ?? '')}
        clearable
      />
    );
  }
  return <TextInput label={filter.name} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

function RowsTable({ report, items, sort, onSort }: { report: Report; items: ReadonlyArray<Record<string, unknown>>; sort: string | undefined; onSort: (sort: string | undefined) => void }) {
  const t = useT();
  const empty = t('reports.report.empty');
  const numeric = useMemo(() => new Set(report.columns.filter((c) => isNumericColumn(items, c.columnId)).map((c) => c.columnId)), [report.columns, items]);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder aria-label={t('reports.report.tableLabel', { name: report.name })}>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => {
              const state = sort === c.columnId ? 'ascending' : sort === `-${c.columnId}` ? 'descending' : undefined;
              // First click sorts ascending, the next descending, then back to the report's own order.
              const next = state === undefined ? c.columnId : state === 'ascending' ? `-${c.columnId}` : undefined;
              const Icon = state === 'ascending' ? IconSortAscending : state === 'descending' ? IconSortDescending : IconArrowsSort;
              return (
                <Table.Th key={c.columnId} aria-sort={state ?? 'none'} ta={numeric.has(c.columnId) ? 'right' : undefined}>
                  <UnstyledButton
                    onClick={() => onSort(next)}
                    aria-label={t('reports.report.sortBy', { column: c.name })}
                    fw={700}
                    fz="sm"
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    {c.name}
                    <Icon size={14} aria-hidden style={{ opacity: state ? 1 : 0.45 }} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row, i) => (
            <Table.Tr key={i}>
              {report.columns.map((c) => (
                <Table.Td key={c.columnId} ta={numeric.has(c.columnId) ? 'right' : undefined}>
                  {formatCell(row[c.columnId], empty)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ExportButton({ report, filters, sort, total, onExported, retryDelayMs }: { report: Report; filters: string | undefined; sort: string | undefined; total: number; onExported?: ((file: ExportedFile) => void) | undefined; retryDelayMs?: number | undefined }) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error?: unknown; saved?: string }>({ busy: false });

  const run = async (format: ExportFormat) => {
    setState({ busy: true });
    try {
      const data = await fetchExportRows(report.id, filters, sort, retryDelayMs);
      const fileName = exportFileName(report.name, new Date(getClock().now()), format);
      const file = exportFile(format, report.columns, data.items);
      saveFile(file.content, fileName, file.type);
      setState({ busy: false, saved: fileName });
      onExported?.({ reportId: report.id, fileName, format, rows: data.items.length });
    } catch (error) {
      setState({ busy: false, error });
    }
  };

  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={state.busy}>
            {t('reports.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('csv')}>{t('reports.export.csv')}</Menu.Item>
          <Menu.Item onClick={() => void run('json')}>{t('reports.export.json')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Box aria-live="polite">
        {state.busy ? <Text size="sm">{t('reports.export.inProgress')}</Text> : null}
        {state.saved ? <Text size="sm">{t('reports.export.done', { fileName: state.saved })}</Text> : null}
      </Box>
      {total > REPORT_EXPORT_LIMIT ? (
        <Text size="sm" c="dimmed" maw={420} ta="right">
          {t('reports.export.firstRecordsOnly', { total: total.toLocaleString('en-US') })}
        </Text>
      ) : null}
      {state.error ? (
        <Alert color="red" role="alert" title={t('reports.export.failed')} maw={420}>
          <Text size="sm">{errorDisplayMessage(state.error)}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
