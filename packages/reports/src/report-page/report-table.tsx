// The rows of a report's search (spec 3 §2.4, §9): the total, Export, a table sortable by any column (sorting and
// paging run on the server), the page size and the pages. Cells are written and aligned by their column's kind.
import { Group, Loader, Pagination, Select, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Report, ReportRows, ReportTableColumn } from '@lingua/contract';
import { ErrorAlert, useT } from '@lingua/core';
import type { FetchState } from '../api/use-fresh.ts';
import { ExportButton, type ExportButtonProps } from './report-export.tsx';
import { cellAlign, formatCell, formatNumber } from './format.ts';

/** Page sizes offered (the spec names the default, 25). */
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Where the table is: its sort and page, and how to change them. */
export interface TableView {
  sort: string | undefined;
  page: number;
  limit: number;
  /** A new sort or page size starts again at page 1. */
  onSort: (sort: string | undefined) => void;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export interface ReportResultsProps {
  report: Report;
  rows: FetchState<ReportRows>;
  view: TableView;
  exporting: Omit<ExportButtonProps, 'report' | 'total' | 'sort'>;
}

/** The rows section: loading, failure, no rows, or the total with Export, the table and its pages. */
export function ReportResults({ report, rows, view, exporting }: ReportResultsProps) {
  const t = useT();
  if (rows.error) return <ErrorAlert error={rows.error} title={t('reports.report.rowsLoadError')} onRetry={rows.retry} />;
  if (!rows.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('reports.report.loading')}>
        <Skeleton height={32} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const total = rows.data.totalRows;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text fw={600} role="status">
          {t('reports.report.total', { count: total, total: formatNumber(total) })}
          {rows.loading ? <Loader size="xs" ml="xs" aria-hidden /> : null}
        </Text>
        {total > 0 ? <ExportButton report={report} sort={view.sort} total={total} {...exporting} /> : null}
      </Group>
      {total === 0 ? (
        <Text c="dimmed">{t('reports.report.noRows')}</Text>
      ) : (
        <>
          <RowsTable report={report} items={rows.data.items} sort={view.sort} onSort={view.onSort} />
          <TablePager total={total} view={view} />
        </>
      )}
    </Stack>
  );
}

/** First click sorts ascending, the next descending, then back to the report's own order. */
function sortState(sort: string | undefined, columnId: string) {
  const state: 'ascending' | 'descending' | undefined = sort === columnId ? 'ascending' : sort === `-${columnId}` ? 'descending' : undefined;
  const next = state === undefined ? columnId : state === 'ascending' ? `-${columnId}` : undefined;
  const Icon = state === 'ascending' ? IconSortAscending : state === 'descending' ? IconSortDescending : IconArrowsSort;
  return { state, next, Icon };
}

function SortHeader({ column, sort, onSort }: { column: ReportTableColumn; sort: string | undefined; onSort: (sort: string | undefined) => void }) {
  const t = useT();
  const { state, next, Icon } = sortState(sort, column.columnId);
  return (
    <Table.Th aria-sort={state ?? 'none'} ta={cellAlign(column.kind)}>
      <UnstyledButton
        onClick={() => onSort(next)}
        aria-label={t('reports.report.sortBy', { column: column.name })}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.name}
        <Icon size={14} aria-hidden style={{ opacity: state ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

function RowsTable({ report, items, sort, onSort }: { report: Report; items: ReadonlyArray<Record<string, unknown>>; sort: string | undefined; onSort: (sort: string | undefined) => void }) {
  const t = useT();
  const empty = t('reports.report.empty');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder aria-label={t('reports.report.tableLabel', { name: report.name })}>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => (
              <SortHeader key={c.columnId} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row, i) => (
            <Table.Tr key={i}>
              {report.columns.map((c) => (
                <Table.Td key={c.columnId} ta={cellAlign(c.kind)}>
                  {formatCell(row[c.columnId], c.kind, empty)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TablePager({ total, view }: { total: number; view: TableView }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / view.limit));
  return (
    <Group justify="space-between">
      <Select
        label={t('reports.report.pageSize')}
        data={REPORT_PAGE_SIZES.map(String)}
        value={String(view.limit)}
        onChange={(v) => v && view.onLimit(Number(v))}
        allowDeselect={false}
        w={140}
      />
      {pages > 1 ? (
        <Stack gap={4} align="flex-end">
          <Pagination
            total={pages}
            value={view.page}
            onChange={view.onPage}
            siblings={1}
            boundaries={1}
            aria-label={t('reports.report.pagination')}
            getControlProps={(control) => ({ 'aria-label': t(`reports.report.${control}Page`) })}
            getItemProps={(n) => ({ 'aria-label': t('reports.report.pageOf', { page: n, pages }), 'aria-current': n === view.page ? 'page' : undefined })}
          />
        </Stack>
      ) : null}
    </Group>
  );
}
