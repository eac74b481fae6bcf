// Spec 1 §2 "Dashboard page (staff)": key figures per role (kpi-strip.tsx), then accordions whose expansion state
// lasts for the browser session, with collapse-all (overview-groups.tsx). The data refreshes every minute.
import { Button, Group, Stack, Title } from '@mantine/core';
import { PROVIDER_DESK_ROLES } from '@lingua/contract';
import { useEffectiveUser, useT } from '@lingua/core';
import '../texts.ts';
import { RouteLink, type Navigate } from '../links.tsx';
import { useAccordionState } from './accordion-state.ts';
import { KpiStrip } from './kpi-strip.tsx';
import { OverviewGroups } from './overview-groups.tsx';
import { useOverviewData } from './use-overview-data.ts';

export interface DashboardOverviewProps {
  /** Follows an in-app link (the portal's router); without it links load the page. */
  onNavigate?: Navigate;
}

export function DashboardOverview({ onNavigate }: DashboardOverviewProps) {
  const t = useT();
  const user = useEffectiveUser();
  const { expanded, setExpanded, collapseAll } = useAccordionState();
  const data = useOverviewData();
  const answersDesk = user?.roles.some((r) => (PROVIDER_DESK_ROLES as readonly string[]).includes(r)) ?? false;
  return (
    <Stack gap="lg">
      <Group part="toolbar" justify="space-between" align="flex-end">
        <Title order={1}>{t('dashboards.title')}</Title>
        <Group gap="lg">
          {answersDesk ? (
            <RouteLink to="/providerDesk" onNavigate={onNavigate}>
              {t('dashboards.providerDeskLink')}
            </RouteLink>
          ) : null}
          <RouteLink to="/DASHBOARD/quality" onNavigate={onNavigate}>
            {t('dashboards.qualityLink')}
          </RouteLink>
          <RouteLink to="/DASHBOARD/apiKeys" onNavigate={onNavigate}>
            {t('dashboards.apiKeysLink')}
          </RouteLink>
          <RouteLink to="/DASHBOARD/auditTrail" onNavigate={onNavigate}>
            {t('dashboards.auditTrailLink')}
          </RouteLink>
          <Button variant="default" onClick={collapseAll} disabled={expanded.length === 0}>
            {t('dashboards.collapseAll')}
          </Button>
        </Group>
      </Group>
      <KpiStrip roles={user?.roles} data={data} />
      <OverviewGroups data={data} onNavigate={onNavigate} expanded={expanded} onExpandedChange={setExpanded} />
    </Stack>
  );
}
