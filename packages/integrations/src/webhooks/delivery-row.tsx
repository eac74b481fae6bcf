// One delivery of the log: event, when, status (a failure to be tried again says when), attempts so far, the last
// answer or its problem in plain words with the raw error and the answer's start behind a toggle, and Redeliver.
import { Button, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { deliveryProblem, deliveryStatusText, eventTextKey } from './webhooks-state.ts';

export function DeliveryRow({ delivery, onRedeliver }: { delivery: WebhookDelivery; onRedeliver: (d: WebhookDelivery) => void }) {
  const t = useT();
  const when = formatDateTime(delivery.createTime);
  const event = t(eventTextKey(delivery.event));
  const status = deliveryStatusText(delivery);
  const problem = deliveryProblem(delivery);
  const ok = delivery.lastStatusCode !== null && !problem;
  return (
    <Table.Tr>
      <Table.Td>{event}</Table.Td>
      <Table.Td>{when}</Table.Td>
      <Table.Td>
        {/* Shades with at least 4.5:1 contrast on white (WCAG 2.2 AA). */}
        <Text size="sm" fw={600} c={status.failed ? 'red.9' : delivery.status === 'succeeded' ? 'blue.9' : 'gray.8'}>
          {t(status.key, { time: formatDateTime(delivery.nextAttemptAt) })}
        </Text>
      </Table.Td>
      <Table.Td>{t('integrations.webhooks.attemptsSoFar', { count: delivery.attempts })}</Table.Td>
      <Table.Td style={{ maxWidth: 260 }}>
        {ok ? <Text size="xs">{t('integrations.webhooks.answer', { status: delivery.lastStatusCode ?? '', ms: delivery.lastLatencyMs ?? 0 })}</Text> : null}
        {problem ? <Text size="xs">{t(problem.key, problem.values)}</Text> : null}
        {problem || delivery.responseStart ? <TechnicalDetails delivery={delivery} /> : null}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={() => onRedeliver(delivery)} aria-label={t('integrations.webhooks.redeliverNamed', { event, when })}>
          {t('integrations.webhooks.redeliver')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The raw error and the start of the answer, for the person who debugs the receiver. */
function TechnicalDetails({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>{t('integrations.webhooks.technicalDetails')}</summary>
      <Text size="xs" ff="monospace" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
        {[delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : null, delivery.lastError, delivery.responseStart].filter(Boolean).join(' · ')}
      </Text>
    </details>
  );
}
