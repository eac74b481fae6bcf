// A company's audit trail (decision 182): filters, one page of events, paging and the CSV of the same filters.
// The company admin's tab and staff's page show it for the company they name.
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorAlert, PagedListFooter, useT } from '@lingua/core';
import '../texts/audit-trail-texts.ts';
import { AuditEventsTable } from './audit-events-table.tsx';
import { AuditTrailFilters } from './audit-trail-filters.tsx';
import { AUDIT_TRAIL_PAGE_SIZES, useAuditTrail, type AuditTrailModel } from './use-audit-trail.ts';

export function AuditTrailView({ clientId }: { clientId: string }) {
  const model = useAuditTrail(clientId);
  return (
    <Stack gap="md">
      <AuditTrailFilters model={model} />
      <AuditTrailPage model={model} />
    </Stack>
  );
}

function AuditTrailPage({ model }: { model: AuditTrailModel }) {
  const t = useT();
  const { events } = model;
  if (events.error) return <ErrorAlert error={events.error} onRetry={() => void events.mutate()} />;
  if (!events.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={32} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  const { items, totalItems } = events.data;
  const pages = Math.max(1, Math.ceil(totalItems / model.pageSize));
  const first = (model.page - 1) * model.pageSize + 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {totalItems === 1 ? t('auditTrail.countOne') : t('auditTrail.count', { count: totalItems })}
        </Text>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void model.download()} loading={model.exporting.busy} disabled={totalItems === 0}>
          {t('auditTrail.download')}
        </Button>
      </Group>
      {model.exporting.failure ? <ErrorAlert error={model.exporting.failure} /> : null}
      {items.length === 0 ? <Alert color="gray">{t('auditTrail.none')}</Alert> : <AuditEventsTable events={items} />}
      <PagedListFooter
        label={t('auditTrail.pagination')}
        pageSizes={AUDIT_TRAIL_PAGE_SIZES}
        pageSize={model.pageSize}
        onPageSize={model.changePageSize}
        pages={pages}
        current={model.page}
        onPage={model.setPage}
        from={first}
        to={first + items.length - 1}
        total={totalItems}
      />
    </Stack>
  );
}
