// The API keys tab (decisions 133, 137): the company's keys for its own systems — a new key's form, its secret shown
// once, the keys paged with a search (core's paged list), and Revoke behind a confirmation.
import { Divider, Stack, Text } from '@mantine/core';
import { ErrorAlert, SearchablePagedList, useT } from '@lingua/core';
import { SecretOnce } from '../shared/secret-once.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { API_KEYS_PAGE_SIZES } from './api-keys-state.ts';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';
import { useApiKeysTab } from './use-api-keys-tab.ts';
import '../texts/integrations-texts.ts';

export function ApiKeysTab() {
  const t = useT();
  const model = useApiKeysTab();
  const { list, keys, state } = model;
  if (keys.error) return <ErrorAlert error={keys.error} onRetry={() => void keys.mutate()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('integrations.apiKeys.intro')}
      </Text>
      {state.created ? (
        <SecretOnce title={t('integrations.apiKeys.createdTitle', { name: state.created.name })} secret={state.created.secret} onDone={() => model.dispatch({ type: 'dismissSecret' })} />
      ) : (
        <ApiKeyForm model={model} />
      )}
      {model.submit.failure && !state.revoking ? <ErrorAlert error={model.submit.failure} /> : null}
      <Divider />
      <SearchablePagedList list={list} searchLabel={t('integrations.apiKeys.search')} pagesLabel={t('integrations.apiKeys.pagination')} pageSizes={API_KEYS_PAGE_SIZES}>
        <ApiKeysTable keys={keys.isLoading ? [] : list.visible} query={list.query} onRevoke={(key) => model.dispatch({ type: 'revoke', key })} onRemove={model.remove} />
      </SearchablePagedList>
      <RevokeKeyDialog model={model} />
    </Stack>
  );
}
