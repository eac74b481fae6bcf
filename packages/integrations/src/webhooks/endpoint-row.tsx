// One endpoint: its address and events, its status (failing since, or disabled with why and Enable), and the
// delivery log and Remove buttons.
import { Button, Group, Table, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { endpointStatus, eventTextKey } from './webhooks-state.ts';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';

// Shades with at least 4.5:1 contrast on white (WCAG 2.2 AA).
const COLORS = { active: 'blue.9', failing: 'grape.9', disabled: 'red.9' } as const;

export function EndpointRow({ endpoint, model }: { endpoint: WebhookEndpoint; model: WebhooksTabModel }) {
  const t = useT();
  const status = endpointStatus(endpoint);
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-all' }}>
        <Text size="sm" ff="monospace">
          {endpoint.url}
        </Text>
        <Text size="xs" c="gray.7">
          {endpoint.events.map((e) => t(eventTextKey(e))).join(', ')}
        </Text>
        {status === 'disabled' ? (
          <Text size="xs" c="red.8">
            {t('integrations.webhooks.disabledHint', { reason: endpoint.disabledReason ?? '' })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c={COLORS[status]}>
          {t(`integrations.webhooks.status.${status}`, { date: formatDateTime(endpoint.failingSince) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {status === 'disabled' ? (
            <Button size="xs" variant="light" onClick={() => model.enable(endpoint.id)}>
              {t('integrations.webhooks.enable')}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" onClick={() => model.dispatch({ type: 'log', endpoint })} aria-label={t('integrations.webhooks.logNamed', { url: endpoint.url })}>
            {t('integrations.webhooks.log')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => model.dispatch({ type: 'remove', endpoint })} aria-label={t('integrations.webhooks.removeNamed', { url: endpoint.url })}>
            {t('integrations.webhooks.remove')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
