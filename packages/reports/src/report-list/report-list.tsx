// /reports (spec 3 §2.1, §2.4): the reports grouped as Project, Quote, Task and Client contact, each with its
// name and description; choosing one opens it.
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REPORT_TYPES } from '@lingua/contract';
import type { ReportSummary, ReportType } from '@lingua/contract';
import { ErrorAlert, inAppClick, useT } from '@lingua/core';
import { useReportList } from '../api/list-reports.ts';
import { registerReportsTexts } from '../texts.ts';

registerReportsTexts();

export interface ReportListProps {
  onOpen: (reportId: string) => void;
  /** The report's address, so names are real links (portal); unset in widgets. */
  reportHref?: (reportId: string) => string;
}

export function ReportList({ onOpen, reportHref }: ReportListProps) {
  const t = useT();
  const list = useReportList();

  const header = (
    <Stack gap={4} mb="lg">
      <Title order={1}>{t('reports.title')}</Title>
      <Text c="dimmed">{t('reports.subtitle')}</Text>
    </Stack>
  );
  if (list.error) {
    return (
      <>
        {header}
        <ErrorAlert error={list.error} title={t('reports.loadError')} onRetry={() => void list.mutate()} />
      </>
    );
  }
  if (!list.data) {
    return (
      <>
        {header}
        <Stack aria-busy="true" aria-label={t('reports.loading')}>
          <Skeleton height={28} width="30%" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </SimpleGrid>
        </Stack>
      </>
    );
  }
  if (list.data.length === 0) {
    return (
      <>
        {header}
        <Text>{t('reports.empty')}</Text>
      </>
    );
  }

  const all = list.data;
  return (
    <>
      {header}
      <Stack gap="xl" part="list">
        {REPORT_TYPES.map((type) => (
          <ReportGroup key={type} type={type} reports={all.filter((r: ReportSummary) => r.type === type)} onOpen={onOpen} reportHref={reportHref} />
        ))}
      </Stack>
    </>
  );
}

/** The reports of one type under its heading; nothing when there are none. */
function ReportGroup({ type, reports, onOpen, reportHref }: ReportListProps & { type: ReportType; reports: readonly ReportSummary[] }) {
  const t = useT();
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby={`reports-group-${type}`}>
      <Title order={2} size="h3" id={`reports-group-${type}`} mb="sm">
        {t(`reports.types.${type}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {reports.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="md">
            <Anchor href={reportHref?.(r.id) ?? '#'} onClick={inAppClick(() => onOpen(r.id))} fw={600} size="lg">
              {r.name}
            </Anchor>
            {r.description ? (
              <Text size="sm" c="dimmed" mt={4}>
                {r.description}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
