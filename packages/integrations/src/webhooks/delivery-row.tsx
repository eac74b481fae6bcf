// One delivery of the log: event, when, status, attempts, the last answer (status and time, or why none came)
// with the start of its body, and Redeliver.
import { Button, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { eventTextKey } from './webhooks-state.ts';

// Shades with at least 4.5:1 contrast on white (WCAG 2.2 AA).
const COLORS = { pending: 'gray.8', succeeded: 'blue.9', failed: 'red.9' } as const;

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
        <Text size="sm" fw={600} c={COLORS[delivery.status]}>
          {t(`integrations.webhooks.delivery.${delivery.status}`)}
        </Text>
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td style={{ maxWidth: 220 }}>
        <Text size="xs">{answered ? t('integrations.webhooks.answer', { status: delivery.lastStatusCode ?? '', ms: delivery.lastLatencyMs ?? 0 }) : delivery.attempts ? t('integrations.webhooks.noAnswer', { error: delivery.lastError ?? '' }) : ''}</Text>
        {delivery.responseStart ? (
          <Text size="xs" ff="monospace" c="gray.7" lineClamp={2}>
            {delivery.responseStart}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={() => onRedeliver(delivery)} aria-label={t('integrations.webhooks.redeliverNamed', { event, when })}>
          {t('integrations.webhooks.redeliver')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
