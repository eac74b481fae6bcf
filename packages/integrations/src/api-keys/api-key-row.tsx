// One key of the list: name and prefix, scopes, who created it, when and from where it was last used, its expiry
// and status; Revoke while it is active, Remove (from the list) once it is not.
import { Button, Table, Text } from '@mantine/core';
import type { ApiKey } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { keyStatus } from './api-keys-state.ts';

export interface ApiKeyRowProps {
  apiKey: ApiKey;
  onRevoke: (key: ApiKey) => void;
  onRemove: (key: ApiKey) => void;
  showCompany: boolean;
}

export function ApiKeyRow({ apiKey, onRevoke, onRemove, showCompany }: ApiKeyRowProps) {
  const t = useT();
  const status = keyStatus(apiKey, new Date());
  return (
    <Table.Tr>
      {showCompany ? (
        <Table.Td>
          <Text size="sm">{apiKey.clientName}</Text>
        </Table.Td>
      ) : null}
      <Table.Td>
        <Text size="sm" fw={500}>
          {apiKey.name}
        </Text>
        <Text size="xs" ff="monospace" c="gray.7">
          {apiKey.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{apiKey.scopes.map((s) => t(`integrations.apiKeys.scope.${s}`)).join(', ')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{apiKey.createdBy}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{apiKey.lastUsedAt ? t('integrations.apiKeys.usedFrom', { when: formatDateTime(apiKey.lastUsedAt), from: apiKey.lastUsedFrom ?? '' }) : t('integrations.apiKeys.neverUsed')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c={status === 'active' ? 'blue.9' : 'gray.8'}>
          {t(`integrations.apiKeys.status.${status}`, { date: formatDateTime(apiKey.expiresAt) })}
        </Text>
      </Table.Td>
      <Table.Td>
        {status === 'active' ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(apiKey)} aria-label={t('integrations.apiKeys.revokeNamed', { name: apiKey.name })}>
            {t('integrations.apiKeys.revoke')}
          </Button>
        ) : (
          <Button size="xs" variant="subtle" color="gray" onClick={() => onRemove(apiKey)} aria-label={t('integrations.apiKeys.removeNamed', { name: apiKey.name })}>
            {t('integrations.apiKeys.remove')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
