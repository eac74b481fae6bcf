// An endpoint's delivery log in a dialog (decisions 136, 137): the last deliveries with Redeliver, and Send test event.
import { useEffect } from 'react';
import { Button, Modal, Table, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';
import { DeliveryRow } from './delivery-row.tsx';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';

export function DeliveryLog({ model }: { model: WebhooksTabModel }) {
  const t = useT();
  const endpoint = model.state.logOf;
  const { deliveries } = model;
  const columns = ['event', 'when', 'status', 'attempts', 'answer'] as const;
  // A refusal of the form behind (a refused address) is not the log's: the log opens without it.
  const { reset } = model.submit;
  const opened = endpoint !== null;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  return (
    <Modal opened={endpoint !== null} onClose={() => model.dispatch({ type: 'log', endpoint: null })} title={t('integrations.webhooks.logTitle', { url: endpoint?.url ?? '' })} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Button variant="light" mb="sm" loading={model.submit.busy} onClick={model.sendTest}>
        {t('integrations.webhooks.sendTest')}
      </Button>
      {model.submit.failure ? <ErrorAlert error={model.submit.failure} mb="sm" /> : null}
      {deliveries.error ? <ErrorAlert error={deliveries.error} onRetry={() => void deliveries.mutate()} /> : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-busy={deliveries.isLoading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{t(`integrations.webhooks.column.${c}`)}</Table.Th>
              ))}
              <Table.Th aria-label={t('integrations.apiKeys.column.actions')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(deliveries.data ?? []).map((d) => (
              <DeliveryRow key={d.id} delivery={d} onRedeliver={model.redeliver} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deliveries.data?.length === 0 ? (
        <Text size="sm" c="gray.7" ta="center" py="md">
          {t('integrations.webhooks.noDeliveries')}
        </Text>
      ) : null}
    </Modal>
  );
}
