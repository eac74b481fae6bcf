// The staff dashboards' quality view (decision 187): key figures, mean score per month, scores and verdicts by
// company, language pair, engine and month, the issues open now by MQM type, and the time from "changes
// requested" to redelivery. Refreshes every minute like the other dashboard calls.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Breadcrumbs,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { QualityGroupRow, QualityStats } from '@lingua/contract';
import { BarChart, useT } from '@lingua/core';
import '../texts.ts';
import { useQualityStats } from '../api/get-quality-stats.ts';
import { RouteLink, type Navigate } from '../links.tsx';
import {
  chartWidth,
  groupLabel,
  hasFigures,
  hoursText,
  scoreText,
  type QualityGroup,
} from './quality-rows.ts';

export interface DashboardQualityProps {
  onNavigate?: Navigate;
}

const PERIODS = [1, 3, 6, 12, 24] as const;
const GROUPS: readonly QualityGroup[] = ['byCompany', 'byLanguagePair', 'byEngine', 'byMonth'];

export function DashboardQuality({ onNavigate }: DashboardQualityProps) {
  const t = useT();
  const [months, setMonths] = useState(12);
  const { data, error } = useQualityStats(months);
  let body: ReactNode;
  if (error)
    body = (
      <Alert color="red" role="alert">
        {t('common.errors.dashboard')}
      </Alert>
    );
  else if (!data)
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('dashboards.quality.loading')}</Text>
      </Group>
    );
  else if (!hasFigures(data)) body = <Text>{t('dashboards.quality.empty')}</Text>;
  else body = <QualityFigures stats={data} />;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <RouteLink to="/" onNavigate={onNavigate}>
          {t('dashboards.home')}
        </RouteLink>
        <RouteLink to="/DASHBOARD" onNavigate={onNavigate}>
          {t('dashboards.title')}
        </RouteLink>
        <Text size="sm">{t('dashboards.quality.title')}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('dashboards.quality.title')}</Title>
          <Text size="sm" c="gray.7">
            {t('dashboards.quality.intro')}
          </Text>
        </Stack>
        <NativeSelect
          label={t('dashboards.quality.period')}
          value={String(months)}
          onChange={(e) => setMonths(Number(e.currentTarget.value))}
          data={PERIODS.map((n) => ({
            value: String(n),
            label: t('dashboards.quality.months', { count: n }),
          }))}
        />
      </Group>
      {body}
    </Stack>
  );
}

function QualityFigures({ stats }: { stats: QualityStats }) {
  const t = useT();
  const openIssues = stats.openIssues.reduce((n, r) => n + r.count, 0);
  const figures: Array<[string, string]> = [
    ['meanScore', scoreText(stats.totals.meanScore, t)],
    ['pass', String(stats.totals.pass)],
    ['fail', String(stats.totals.fail)],
    ['inconclusive', String(stats.totals.inconclusive)],
    ['openIssues', String(openIssues)],
    ['redelivery', hoursText(stats.redelivery.medianHours, t)],
  ];
  return (
    <>
      <section aria-label={t('dashboards.quality.kpi.heading')}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {figures.map(([k, v]) => (
            <Paper key={k} withBorder p="md" radius="md">
              <Text size="sm" c="gray.7">
                {t(`dashboards.quality.kpi.${k}`)}
              </Text>
              <Text fz={28} fw={700} data-testid={`quality-${k}`}>
                {v}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      {stats.byMonth.length > 0 ? (
        <Paper withBorder radius="md" p="md">
          <BarChart
            title={t('dashboards.quality.chart')}
            orientation="vertical"
            width={chartWidth(stats.byMonth.length)}
            formatValue={(v) => scoreText(v, t)}
            data={stats.byMonth.map((m) => ({
              label: groupLabel('byMonth', m, t),
              values: [m.meanScore ?? 0],
            }))}
          />
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {GROUPS.map((g) => (
          <GroupTable key={g} group={g} rows={stats[g]} />
        ))}
        <OpenIssuesTable rows={stats.openIssues} />
        <Redelivery stats={stats} />
      </SimpleGrid>
    </>
  );
}

function GroupTable({ group, rows }: { group: QualityGroup; rows: readonly QualityGroupRow[] }) {
  const t = useT();
  const columns = ['scores', 'pass', 'fail', 'inconclusive', 'meanScore'] as const;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder captionSide="top" fz="sm">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
          {t(`dashboards.quality.groups.${group}`)}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`dashboards.quality.columns.${group}`)}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c} ta="right">
                {t(`dashboards.quality.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row" fw={400}>
                {groupLabel(group, r, t)}
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c} ta="right">
                  {c === 'meanScore' ? scoreText(r.meanScore, t) : r[c]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OpenIssuesTable({ rows }: { rows: QualityStats['openIssues'] }) {
  const t = useT();
  return (
    // A div of its own, so the grid cell's height does not stretch the table's rows.
    <div>
      <Table striped withTableBorder captionSide="top" fz="sm">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
          {t('dashboards.quality.groups.openIssues')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboards.quality.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('dashboards.quality.columns.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" c="dimmed">
                  {t('dashboards.quality.noOpenIssues')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.mqmType}>
                <Table.Th scope="row" fw={400}>
                  {t(`dashboards.quality.mqmType.${r.mqmType}`)}
                </Table.Th>
                <Table.Td ta="right">{r.count}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Redelivery({ stats }: { stats: QualityStats }) {
  const t = useT();
  const r = stats.redelivery;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quality-redelivery-title">
      <Title order={2} size="h5" id="quality-redelivery-title" mb="xs">
        {t('dashboards.quality.groups.redelivery')}
      </Title>
      <Text size="sm">{t('dashboards.quality.redelivery.requested', { count: r.requested })}</Text>
      <Text size="sm">
        {t('dashboards.quality.redelivery.redelivered', {
          count: r.redelivered,
          waiting: r.requested - r.redelivered,
        })}
      </Text>
      {r.redelivered > 0 ? (
        <Text size="sm" data-testid="quality-redelivery-times">
          {t('dashboards.quality.redelivery.median', { hours: hoursText(r.medianHours, t) })} ·{' '}
          {t('dashboards.quality.redelivery.mean', { hours: hoursText(r.meanHours, t) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('dashboards.quality.redelivery.none')}
        </Text>
      )}
    </Paper>
  );
}
