// The overview's summary tables (spec 1 §3 summary rows): each person links to their detail route.
import { Table, Text } from '@mantine/core';
import type { DashboardSummaryRow } from '@lingua/contract';
import { useT } from '@lingua/core';
import { money } from '../format.ts';
import { detailPath, RouteLink, type DetailView, type Navigate } from '../links.tsx';

export type SummaryKind = 'manager' | 'coordinator' | 'qa';

export interface SummaryTableProps {
  caption: string;
  kind: SummaryKind;
  rows: readonly DashboardSummaryRow[];
  /** The detail route each row links to. */
  view: DetailView;
  onNavigate?: Navigate;
  /** The count column; by default projects for managers, quotes for coordinators, jobs for QA. */
  count?: 'projectCount' | 'quotes' | 'assignedJobs';
}

/** Whose row it is: the person of the table's kind (null name and "null" id: unassigned). */
function personOf(kind: SummaryKind, r: DashboardSummaryRow) {
  if (kind === 'manager') return { name: r.projectManager, id: r.projectManagerId };
  if (kind === 'coordinator') return { name: r.projectCoordinator, id: r.projectCoordinatorId };
  return { name: r.qaSpecialist, id: r.contactPersonId };
}

const PERSON_COLUMN: Record<SummaryKind, string> = { manager: 'projectManager', coordinator: 'projectCoordinator', qa: 'qaSpecialist' };
const DEFAULT_COUNT: Record<SummaryKind, NonNullable<SummaryTableProps['count']>> = { manager: 'projectCount', coordinator: 'quotes', qa: 'assignedJobs' };

export function SummaryTable({ caption, kind, rows, view, onNavigate, count }: SummaryTableProps) {
  const t = useT();
  const countField = count ?? DEFAULT_COUNT[kind];
  return (
    // A div of its own, so a grid cell's height does not stretch the table's rows.
    <div>
      <Table striped withTableBorder captionSide="top" mb="md" fz="sm">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`dashboards.columns.${PERSON_COLUMN[kind]}`)}</Table.Th>
            {kind !== 'qa' && (
              <>
                <Table.Th ta="right">{t('dashboards.columns.standard')}</Table.Th>
                <Table.Th ta="right">{t('dashboards.columns.rush')}</Table.Th>
                <Table.Th ta="right">{t('dashboards.columns.totals')}</Table.Th>
              </>
            )}
            <Table.Th ta="right">{t(`dashboards.columns.${countField}`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={kind === 'qa' ? 2 : 5}>
                <Text size="sm" c="dimmed">
                  {t('dashboards.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => <SummaryRow key={`${personOf(kind, r).id}`} kind={kind} row={r} view={view} onNavigate={onNavigate} countField={countField} />)
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function SummaryRow({ kind, row, view, onNavigate, countField }: Pick<SummaryTableProps, 'kind' | 'view' | 'onNavigate'> & { row: DashboardSummaryRow; countField: NonNullable<SummaryTableProps['count']> }) {
  const t = useT();
  const p = personOf(kind, row);
  const name = p.name ?? t('dashboards.unassigned');
  return (
    <Table.Tr>
      <Table.Td>
        <RouteLink to={detailPath(view, name, p.id)} onNavigate={onNavigate}>
          {name}
        </RouteLink>
      </Table.Td>
      {kind !== 'qa' && (
        <>
          <Table.Td ta="right">{row.standard ?? 0}</Table.Td>
          <Table.Td ta="right">{row.rush ?? 0}</Table.Td>
          <Table.Td ta="right">{money(row.totals ?? 0)}</Table.Td>
        </>
      )}
      <Table.Td ta="right">{row[countField] ?? 0}</Table.Td>
    </Table.Tr>
  );
}
