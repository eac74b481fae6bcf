// The key figures above the overview's groups (spec 1 §2): the figures of the signed-in user's roles, each
// showing "…" while it loads and a dash when its call failed.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { DASHBOARD_VERTICALS } from '@lingua/contract';
import { useT } from '@lingua/core';
import type { OverviewData } from './use-overview-data.ts';
import { sum } from '../rows.ts';
import { kpisForRoles, onTimeRate, type Kpi } from './kpis.ts';

type KpiValue = { value: string | undefined; failed: boolean };

function kpiValues({ starts, pastDue, dueToday, current, qa }: OverviewData, t: ReturnType<typeof useT>): Record<Kpi, KpiValue> {
  const openProjects = starts.data ? DASHBOARD_VERTICALS.reduce((n, v) => n + sum(starts.data![v], 'projectCount'), 0) : undefined;
  const pastDueCount = pastDue.data ? sum(pastDue.data.managers, 'projectCount') : undefined;
  const rate = openProjects === undefined || pastDueCount === undefined ? undefined : onTimeRate(openProjects, pastDueCount);
  return {
    onTimeRate: { value: rate === undefined ? undefined : rate === null ? t('dashboards.kpi.noProjects') : `${rate}%`, failed: !!(starts.error || pastDue.error) },
    dueToday: { value: dueToday.data ? String(sum(dueToday.data.managers, 'projectCount')) : undefined, failed: !!dueToday.error },
    pastDue: { value: pastDueCount === undefined ? undefined : String(pastDueCount), failed: !!pastDue.error },
    quotesWaiting: { value: current.data ? String(sum(current.data, 'quotes')) : undefined, failed: !!current.error },
    qaJobsOpen: { value: qa.data ? String(sum(qa.data, 'assignedJobs')) : undefined, failed: !!qa.error },
  };
}

/** The strip of key figures for `roles` (all five without roles). */
export function KpiStrip({ roles, data }: { roles: readonly string[] | undefined; data: OverviewData }) {
  const t = useT();
  const values = kpiValues(data, t);
  return (
    <section aria-label={t('dashboards.kpi.heading')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {kpisForRoles(roles).map((k) => (
          <Paper key={k} withBorder p="md" radius="md">
            <Text size="sm" c="gray.7">
              {t(`dashboards.kpi.${k}`)}
            </Text>
            <Text fz={28} fw={700} data-testid={`kpi-${k}`}>
              {values[k].failed ? '—' : (values[k].value ?? '…')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
