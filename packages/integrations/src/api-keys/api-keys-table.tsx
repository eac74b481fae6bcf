// The keys of one page, and a line when there are none (or none match the search).
import { Table } from '@mantine/core';
import type { ApiKey } from '@lingua/contract';
import { EmptyTableRow, useT } from '@lingua/core';
import { ApiKeyRow } from './api-key-row.tsx';

interface Props {
  keys: readonly ApiKey[];
  query: string;
  onRevoke: (key: ApiKey) => void;
  /** Staff see every company's keys, so each row names its company (decision 152). */
  showCompany?: boolean;
}

export function ApiKeysTable({ keys, query, onRevoke, showCompany = false }: Props) {
  const t = useT();
  const columns = [...(showCompany ? (['company'] as const) : []), 'name', 'scopes', 'createdBy', 'lastUsed', 'expires'] as const;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`integrations.apiKeys.column.${c}`)}</Table.Th>
            ))}
            <Table.Th aria-label={t('integrations.apiKeys.column.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={onRevoke} showCompany={showCompany} />
          ))}
          {keys.length === 0 ? (
            <EmptyTableRow columns={columns.length + 1} text={query.trim() ? t('integrations.apiKeys.noMatch', { query: query.trim() }) : t(showCompany ? 'integrations.staffApiKeys.empty' : 'integrations.apiKeys.empty')} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
