// Spec 1 §2 "Dashboard page (staff)": key figures per role, then accordions whose expansion state lasts for the
// browser session (with collapse-all): starts by vertical; project manager / supervisor (turnaround per vertical,
// past due, due today); QA; front of house (current, completed, pending review); front-of-house coordinator
// (per vertical, unassigned, past due, due today). Each group has a chart; the data refreshes every minute.
import type { ReactNode } from 'react';
import { Accordion, Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_VERTICALS, type DashboardSummaryRow } from '@lingua/contract';
import { BarChart, useEffectiveUser, useT } from '@lingua/core';
import '../texts.ts';
import { useFohCompleted } from '../api/get-foh-completed-project-stats.ts';
import { useFohCurrent } from '../api/get-foh-current-project-stats.ts';
import { useFohPending } from '../api/get-foh-pending-review-stats.ts';
import { useDueToday, usePastDue, useStarts, useTurnaround } from '../api/get-project-stats.ts';
import { useQa } from '../api/get-qa-stats.ts';
import { useQuotesByVertical } from '../api/get-quote-stats.ts';
import { useUnassignedQuotes } from '../api/get-unassigned-quotes.ts';
import { coordinatorRows, managerRows, sum } from '../rows.ts';
import { detailPath, RouteLink, type Navigate } from '../links.tsx';
import { useAccordionState, type DashboardGroup } from './accordion-state.ts';
import { kpisForRoles, onTimeRate, type Kpi } from './kpis.ts';
import { SummaryTable } from './summary-table.tsx';

export interface DashboardOverviewProps {
  /** Follows an in-app link (the portal's router); without it links load the page. */
  onNavigate?: Navigate;
}

interface Loadable {
  data?: unknown;
  error?: unknown;
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

export function DashboardOverview({ onNavigate }: DashboardOverviewProps) {
  const t = useT();
  const user = useEffectiveUser();
  const { expanded, setExpanded, collapseAll } = useAccordionState();
  const starts = useStarts();
  const turnaround = useTurnaround();
  const quotes = useQuotesByVertical();
  const pastDue = usePastDue();
  const dueToday = useDueToday();
  const qa = useQa();
  const current = useFohCurrent();
  const completed = useFohCompleted();
  const pending = useFohPending();
  const unassigned = useUnassignedQuotes();
  const vertical = (v: string) => t(`dashboards.verticals.${v}`);
  const personName = (name: string | null | undefined) => name ?? t('dashboards.unassigned');

  const openProjects = starts.data ? DASHBOARD_VERTICALS.reduce((n, v) => n + sum(starts.data![v], 'projectCount'), 0) : undefined;
  const pastDueCount = pastDue.data ? sum(managerRows(pastDue.data), 'projectCount') : undefined;
  const kpiValue: Record<Kpi, { value: string | undefined; failed: boolean }> = {
    onTimeRate: {
      value: openProjects === undefined || pastDueCount === undefined ? undefined : (() => {
        const rate = onTimeRate(openProjects, pastDueCount);
        return rate === null ? t('dashboards.kpi.noProjects') : `${rate}%`;
      })(),
      failed: !!(starts.error || pastDue.error),
    },
    dueToday: { value: dueToday.data ? String(sum(managerRows(dueToday.data), 'projectCount')) : undefined, failed: !!dueToday.error },
    pastDue: { value: pastDueCount === undefined ? undefined : String(pastDueCount), failed: !!pastDue.error },
    quotesWaiting: { value: current.data ? String(sum(current.data, 'quotes')) : undefined, failed: !!current.error },
    qaJobsOpen: { value: qa.data ? String(sum(qa.data, 'assignedJobs')) : undefined, failed: !!qa.error },
  };

  const section = (group: DashboardGroup, parts: Loadable[], body: () => ReactNode) => (
    <Accordion.Item value={group}>
      <Accordion.Control>
        <Title order={2} size="h4">
          {t(`dashboards.groups.${group}`)}
        </Title>
      </Accordion.Control>
      <Accordion.Panel>
        <GroupBody parts={parts}>{body}</GroupBody>
      </Accordion.Panel>
    </Accordion.Item>
  );
  const grid = (children: ReactNode) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
  const managerTable = (caption: string, rows: readonly DashboardSummaryRow[], view: 'pmdetails' | 'pastdue' | 'duetoday') => (
    <SummaryTable key={caption} caption={caption} kind="manager" rows={rows} view={view} onNavigate={onNavigate} />
  );
  const coordinatorTable = (caption: string, rows: readonly DashboardSummaryRow[], view: 'currentquotes' | 'completedquotes' | 'pastdue' | 'duetoday') => (
    <SummaryTable key={caption} caption={caption} kind="coordinator" rows={rows} view={view} onNavigate={onNavigate} count={view === 'pastdue' || view === 'duetoday' ? 'projectCount' : 'quotes'} />
  );

  return (
    <Stack gap="lg">
      <Group part="toolbar" justify="space-between" align="flex-end">
        <Title order={1}>{t('dashboards.title')}</Title>
        <Button variant="default" onClick={collapseAll} disabled={expanded.length === 0}>
          {t('dashboards.collapseAll')}
        </Button>
      </Group>

      <section aria-label={t('dashboards.kpi.heading')}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {kpisForRoles(user?.roles).map((k) => (
            <Paper key={k} withBorder p="md" radius="md">
              <Text size="sm" c="gray.7">
                {t(`dashboards.kpi.${k}`)}
              </Text>
              <Text fz={28} fw={700} data-testid={`kpi-${k}`}>
                {kpiValue[k].failed ? '—' : (kpiValue[k].value ?? '…')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <Accordion part="groups" multiple value={expanded} onChange={setExpanded} variant="separated" chevronPosition="left">
        {section('starts', [starts], () => (
          <>
            <BarChart title={t('dashboards.charts.starts')} data={DASHBOARD_VERTICALS.map((v) => ({ label: vertical(v), values: [sum(starts.data![v], 'projectCount')] }))} />
            {grid(DASHBOARD_VERTICALS.map((v) => managerTable(vertical(v), starts.data![v], 'pmdetails')))}
          </>
        ))}
        {section('managers', [turnaround, pastDue, dueToday], () => {
          const late = managerRows(pastDue.data);
          const today = managerRows(dueToday.data);
          const names = [...new Set([...late, ...today].map((r) => personName(r.projectManager)))];
          return (
            <>
              <BarChart
                title={t('dashboards.charts.managers')}
                series={[t('dashboards.tables.pastDue'), t('dashboards.tables.dueToday')]}
                data={names.map((n) => ({
                  label: n,
                  values: [sum(late.filter((r) => personName(r.projectManager) === n), 'projectCount'), sum(today.filter((r) => personName(r.projectManager) === n), 'projectCount')],
                }))}
              />
              {grid([
                managerTable(t('dashboards.tables.pastDue'), late, 'pastdue'),
                managerTable(t('dashboards.tables.dueToday'), today, 'duetoday'),
                ...DASHBOARD_VERTICALS.map((v) => managerTable(t('dashboards.tables.turnaround', { vertical: vertical(v) }), turnaround.data![v], 'pmdetails')),
              ])}
            </>
          );
        })}
        {section('qa', [qa], () => (
          <>
            <BarChart title={t('dashboards.charts.qa')} data={qa.data!.map((r) => ({ label: personName(r.qaSpecialist), values: [r.assignedJobs ?? 0] }))} />
            <SummaryTable caption={t('dashboards.groups.qa')} kind="qa" rows={qa.data!} view="qadetails" onNavigate={onNavigate} />
          </>
        ))}
        {section('frontOfHouse', [current, completed, pending], () => (
          <>
            <BarChart
              title={t('dashboards.charts.frontOfHouse')}
              data={[
                { label: t('dashboards.tables.current'), values: [sum(current.data, 'quotes')] },
                { label: t('dashboards.tables.completed'), values: [sum(completed.data, 'quotes')] },
                { label: t('dashboards.tables.pendingReview'), values: [sum(pending.data, 'quotes')] },
              ]}
            />
            {grid([
              coordinatorTable(t('dashboards.tables.current'), current.data!, 'currentquotes'),
              coordinatorTable(t('dashboards.tables.completed'), completed.data!, 'completedquotes'),
              coordinatorTable(t('dashboards.tables.pendingReview'), pending.data!, 'currentquotes'),
            ])}
          </>
        ))}
        {section('coordinators', [quotes, unassigned, pastDue, dueToday], () => (
          <>
            <BarChart title={t('dashboards.charts.coordinators')} data={DASHBOARD_VERTICALS.map((v) => ({ label: vertical(v), values: [sum(quotes.data![v], 'quotes')] }))} />
            <Text mb="md">
              <RouteLink to={detailPath('currentquotes', t('dashboards.unassigned'), null)} onNavigate={onNavigate}>
                {t('dashboards.tables.unassignedCount', { count: unassigned.data!.length })}
              </RouteLink>
            </Text>
            {grid([
              coordinatorTable(t('dashboards.tables.pastDue'), coordinatorRows(pastDue.data), 'pastdue'),
              coordinatorTable(t('dashboards.tables.dueToday'), coordinatorRows(dueToday.data), 'duetoday'),
              ...DASHBOARD_VERTICALS.map((v) => coordinatorTable(vertical(v), quotes.data![v], 'currentquotes')),
            ])}
          </>
        ))}
      </Accordion>
    </Stack>
  );
}
