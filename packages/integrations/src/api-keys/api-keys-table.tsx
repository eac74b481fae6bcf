// The keys of one page, and a line when there are none (or none match the search).
import { useRef } from 'react';
import { Table } from '@mantine/core';
import type { ApiKey } from '@lingua/contract';
import { EmptyTableRow, useT } from '@lingua/core';
import { ApiKeyRow } from './api-key-row.tsx';

interface Props {
  keys: readonly ApiKey[];
  query: string;
  onRevoke: (key: ApiKey) => void;
  onRemove: (key: ApiKey) => Promise<unknown>;
  /** Staff see every company's keys, so each row names its company (decision 152). */
  showCompany?: boolean;
}

export function ApiKeysTable({ keys, query, onRevoke, onRemove, showCompany = false }: Props) {
  const t = useT();
  const table = useRef<HTMLTableElement>(null);
  // The removed row's button is gone: the focus stays in the list.
  const remove = async (key: ApiKey) => {
    await onRemove(key);
    table.current?.focus();
  };
  const columns = [...(showCompany ? (['company'] as const) : []), 'name', 'scopes', 'createdBy', 'lastUsed', 'expires'] as const;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table ref={table} tabIndex={-1} striped verticalSpacing="xs" aria-label={t('integrations.apiKeys.listLabel')}>
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
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={onRevoke} onRemove={(k) => void remove(k)} showCompany={showCompany} />
          ))}
          {keys.length === 0 ? (
            <EmptyTableRow columns={columns.length + 1} text={query.trim() ? t('integrations.apiKeys.noMatch', { query: query.trim() }) : t(showCompany ? 'integrations.staffApiKeys.empty' : 'integrations.apiKeys.empty')} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
