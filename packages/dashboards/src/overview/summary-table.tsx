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

export function SummaryTable({ caption, kind, rows, view, onNavigate, count }: SummaryTableProps) {
  const t = useT();
  const person = (r: DashboardSummaryRow) =>
    kind === 'manager'
      ? { name: r.projectManager, id: r.projectManagerId }
      : kind === 'coordinator'
        ? { name: r.projectCoordinator, id: r.projectCoordinatorId }
        : { name: r.qaSpecialist, id: r.contactPersonId };
  const countField =
    count ?? (kind === 'manager' ? 'projectCount' : kind === 'coordinator' ? 'quotes' : 'assignedJobs');
  return (
    // A div of its own, so a grid cell's height does not stretch the table's rows.
    <div>
      <Table striped withTableBorder captionSide="top" mb="md" fz="sm">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {t(
                `dashboards.columns.${kind === 'manager' ? 'projectManager' : kind === 'coordinator' ? 'projectCoordinator' : 'qaSpecialist'}`,
              )}
            </Table.Th>
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
            rows.map((r) => {
              const p = person(r);
              const name = p.name ?? t('dashboards.unassigned');
              return (
                <Table.Tr key={`${p.id}`}>
                  <Table.Td>
                    <RouteLink to={detailPath(view, name, p.id)} onNavigate={onNavigate}>
                      {name}
                    </RouteLink>
                  </Table.Td>
                  {kind !== 'qa' && (
                    <>
                      <Table.Td ta="right">{r.standard ?? 0}</Table.Td>
                      <Table.Td ta="right">{r.rush ?? 0}</Table.Td>
                      <Table.Td ta="right">{money(r.totals ?? 0)}</Table.Td>
                    </>
                  )}
                  <Table.Td ta="right">{r[countField] ?? 0}</Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
