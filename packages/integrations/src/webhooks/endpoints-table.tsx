// The endpoints of one page, and a line when there are none (or none match the search).
import { Table } from '@mantine/core';
import type { WebhookEndpoint } from '@lingua/contract';
import { EmptyTableRow, useT } from '@lingua/core';
import { EndpointRow } from './endpoint-row.tsx';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';

export function EndpointsTable({ endpoints, model }: { endpoints: readonly WebhookEndpoint[]; model: WebhooksTabModel }) {
  const t = useT();
  const query = model.list.query.trim();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.webhooks.url')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.column.status')}</Table.Th>
            <Table.Th aria-label={t('integrations.apiKeys.column.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} model={model} />
          ))}
          {endpoints.length === 0 ? (
            <EmptyTableRow columns={3} text={query ? t('integrations.webhooks.noMatch', { query }) : t('integrations.webhooks.empty')} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
