// The overview's accordion groups (spec 1 §2): starts by vertical; project manager / supervisor (turnaround per
// vertical, past due, due today); QA; front of house (current, completed, pending review); front-of-house
// coordinator (per vertical, unassigned, past due, due today). Each group has a chart and its summary tables.
import type { ReactNode } from 'react';
import { Accordion, Alert, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { DASHBOARD_VERTICALS, type DashboardSummaryRow } from '@lingua/contract';
import { BarChart, useT } from '@lingua/core';
import { sum } from '../rows.ts';
import { detailPath, RouteLink, type Navigate } from '../links.tsx';
import type { DashboardGroup } from './accordion-state.ts';
import { SummaryTable } from './summary-table.tsx';
import type { OverviewData } from './use-overview-data.ts';

interface Loadable {
  data?: unknown;
  error?: unknown;
}

/** What every group reads: the loaded calls and the link handler. */
interface GroupProps {
  data: OverviewData;
  onNavigate: Navigate | undefined;
}

/** The group's body: a loader, the dashboard failure message (spec 1 §8), or the content. */
function GroupBody({ parts, children }: { parts: Loadable[]; children: () => ReactNode }) {
  const t = useT();
  if (parts.some((p) => p.error))
    return (
      <Alert color="red" role="alert">
        {t('common.errors.dashboard')}
      </Alert>
    );
  if (parts.some((p) => p.data === undefined))
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('dashboards.loading')}</Text>
      </Group>
    );
  return <>{children()}</>;
}

function Section({ group, parts, children }: { group: DashboardGroup; parts: Loadable[]; children: () => ReactNode }) {
  const t = useT();
  return (
    <Accordion.Item value={group}>
      <Accordion.Control>
        <Title order={2} size="h4">
          {t(`dashboards.groups.${group}`)}
        </Title>
      </Accordion.Control>
      <Accordion.Panel>
        <GroupBody parts={parts}>{children}</GroupBody>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

const grid = (children: ReactNode) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
    {children}
  </SimpleGrid>
);

/** Names the groups share: a vertical's, and a person's (or "Unassigned"). */
function useNames() {
  const t = useT();
  return {
    t,
    vertical: (v: string) => t(`dashboards.verticals.${v}`),
    personName: (name: string | null | undefined) => name ?? t('dashboards.unassigned'),
  };
}

function managerTable(onNavigate: Navigate | undefined, caption: string, rows: readonly DashboardSummaryRow[], view: 'pmdetails' | 'pastdue' | 'duetoday') {
  return <SummaryTable key={caption} caption={caption} kind="manager" rows={rows} view={view} onNavigate={onNavigate} />;
}

function coordinatorTable(onNavigate: Navigate | undefined, caption: string, rows: readonly DashboardSummaryRow[], view: 'currentquotes' | 'completedquotes' | 'pastdue' | 'duetoday') {
  const count = view === 'pastdue' || view === 'duetoday' ? 'projectCount' : 'quotes';
  return <SummaryTable key={caption} caption={caption} kind="coordinator" rows={rows} view={view} onNavigate={onNavigate} count={count} />;
}

function StartsGroup({ data: { starts }, onNavigate }: GroupProps) {
  const { t, vertical } = useNames();
  return (
    <Section group="starts" parts={[starts]}>
      {() => (
        <>
          <BarChart title={t('dashboards.charts.starts')} data={DASHBOARD_VERTICALS.map((v) => ({ label: vertical(v), values: [sum(starts.data![v], 'projectCount')] }))} />
          {grid(DASHBOARD_VERTICALS.map((v) => managerTable(onNavigate, vertical(v), starts.data![v], 'pmdetails')))}
        </>
      )}
    </Section>
  );
}

function ManagersGroup({ data: { turnaround, pastDue, dueToday }, onNavigate }: GroupProps) {
  const { t, vertical, personName } = useNames();
  const body = () => {
    const late = pastDue.data!.managers;
    const today = dueToday.data!.managers;
    const names = [...new Set([...late, ...today].map((r) => personName(r.projectManager)))];
    const count = (rows: readonly DashboardSummaryRow[], name: string) => sum(rows.filter((r) => personName(r.projectManager) === name), 'projectCount');
    return (
      <>
        <BarChart
          title={t('dashboards.charts.managers')}
          series={[t('dashboards.tables.pastDue'), t('dashboards.tables.dueToday')]}
          data={names.map((n) => ({ label: n, values: [count(late, n), count(today, n)] }))}
        />
        {grid([
          managerTable(onNavigate, t('dashboards.tables.pastDue'), late, 'pastdue'),
          managerTable(onNavigate, t('dashboards.tables.dueToday'), today, 'duetoday'),
          ...DASHBOARD_VERTICALS.map((v) => managerTable(onNavigate, t('dashboards.tables.turnaround', { vertical: vertical(v) }), turnaround.data![v], 'pmdetails')),
        ])}
      </>
    );
  };
  return (
    <Section group="managers" parts={[turnaround, pastDue, dueToday]}>
      {body}
    </Section>
  );
}

function QaGroup({ data: { qa }, onNavigate }: GroupProps) {
  const { t, personName } = useNames();
  return (
    <Section group="qa" parts={[qa]}>
      {() => (
        <>
          <BarChart title={t('dashboards.charts.qa')} data={qa.data!.map((r) => ({ label: personName(r.qaSpecialist), values: [r.assignedJobs ?? 0] }))} />
          <SummaryTable caption={t('dashboards.groups.qa')} kind="qa" rows={qa.data!} view="qadetails" onNavigate={onNavigate} />
        </>
      )}
    </Section>
  );
}

function FrontOfHouseGroup({ data: { current, completed, pending }, onNavigate }: GroupProps) {
  const { t } = useNames();
  const lists = [
    { caption: t('dashboards.tables.current'), rows: current, view: 'currentquotes' as const },
    { caption: t('dashboards.tables.completed'), rows: completed, view: 'completedquotes' as const },
    { caption: t('dashboards.tables.pendingReview'), rows: pending, view: 'currentquotes' as const },
  ];
  return (
    <Section group="frontOfHouse" parts={[current, completed, pending]}>
      {() => (
        <>
          <BarChart title={t('dashboards.charts.frontOfHouse')} data={lists.map((l) => ({ label: l.caption, values: [sum(l.rows.data, 'quotes')] }))} />
          {grid(lists.map((l) => coordinatorTable(onNavigate, l.caption, l.rows.data!, l.view)))}
        </>
      )}
    </Section>
  );
}

function CoordinatorsGroup({ data: { quotes, unassigned, pastDue, dueToday }, onNavigate }: GroupProps) {
  const { t, vertical } = useNames();
  return (
    <Section group="coordinators" parts={[quotes, unassigned, pastDue, dueToday]}>
      {() => (
        <>
          <BarChart title={t('dashboards.charts.coordinators')} data={DASHBOARD_VERTICALS.map((v) => ({ label: vertical(v), values: [sum(quotes.data![v], 'quotes')] }))} />
          <Text mb="md">
            <RouteLink to={detailPath('currentquotes', t('dashboards.unassigned'), null)} onNavigate={onNavigate}>
              {t('dashboards.tables.unassignedCount', { count: unassigned.data!.length })}
            </RouteLink>
          </Text>
          {grid([
            coordinatorTable(onNavigate, t('dashboards.tables.pastDue'), pastDue.data!.coordinators, 'pastdue'),
            coordinatorTable(onNavigate, t('dashboards.tables.dueToday'), dueToday.data!.coordinators, 'duetoday'),
            ...DASHBOARD_VERTICALS.map((v) => coordinatorTable(onNavigate, vertical(v), quotes.data![v], 'currentquotes')),
          ])}
        </>
      )}
    </Section>
  );
}

/** The groups, each expanded or collapsed as `expanded` says. */
export function OverviewGroups({ expanded, onExpandedChange, ...props }: GroupProps & { expanded: string[]; onExpandedChange: (value: string[]) => void }) {
  return (
    <Accordion part="groups" multiple value={expanded} onChange={onExpandedChange} variant="separated" chevronPosition="left">
      <StartsGroup {...props} />
      <ManagersGroup {...props} />
      <QaGroup {...props} />
      <FrontOfHouseGroup {...props} />
      <CoordinatorsGroup {...props} />
    </Accordion>
  );
}
