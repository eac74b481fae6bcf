// One delivery of the log: event, when, status, attempts, the last answer (status and time, or why none came)
// with the start of its body, and Redeliver.
import { Badge, Button, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { eventTextKey } from './webhooks-state.ts';

const COLORS = { pending: 'blue', succeeded: 'green', failed: 'red' } as const;

export function DeliveryRow({ delivery, onRedeliver }: { delivery: WebhookDelivery; onRedeliver: (d: WebhookDelivery) => void }) {
  const t = useT();
  const when = formatDateTime(delivery.createTime);
  const event = t(eventTextKey(delivery.event));
  const answered = delivery.lastStatusCode !== null;
  return (
    <Table.Tr>
      <Table.Td>{event}</Table.Td>
      <Table.Td>{when}</Table.Td>
      <Table.Td>
        <Badge color={COLORS[delivery.status]} variant="light">
          {t(`account.webhooks.delivery.${delivery.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td style={{ maxWidth: 220 }}>
        <Text size="xs">{answered ? t('account.webhooks.answer', { status: delivery.lastStatusCode ?? '', ms: delivery.lastLatencyMs ?? 0 }) : delivery.attempts ? t('account.webhooks.noAnswer', { error: delivery.lastError ?? '' }) : ''}</Text>
        {delivery.responseStart ? (
          <Text size="xs" ff="monospace" c="gray.7" lineClamp={2}>
            {delivery.responseStart}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={() => onRedeliver(delivery)} aria-label={t('account.webhooks.redeliverNamed', { event, when })}>
          {t('account.webhooks.redeliver')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
