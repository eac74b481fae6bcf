// The API keys tab (issue 37 §1): the company's keys for its own systems — a new key's form, its secret shown
// once, the keys paged with a search (core's paged list), and Revoke behind a confirmation.
import { Divider, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ErrorAlert, PagedListFooter, useT } from '@lingua/core';
import { SecretOnce } from '../secret-once/secret-once.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { API_KEYS_PAGE_SIZES } from './api-keys-state.ts';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';
import { useApiKeysTab } from './use-api-keys-tab.ts';
import '../texts/account-texts.ts';

export function ApiKeysTab() {
  const t = useT();
  const model = useApiKeysTab();
  const { list, keys, state } = model;
  if (keys.error) return <ErrorAlert error={keys.error} onRetry={() => void keys.mutate()} />;
  return (
    <Stack gap="md">
      {state.created ? (
        <SecretOnce title={t('account.apiKeys.createdTitle', { name: state.created.name })} secret={state.created.secret} onDone={() => model.dispatch({ type: 'dismissSecret' })} />
      ) : (
        <ApiKeyForm model={model} />
      )}
      {model.failure && !state.revoking ? <ErrorAlert error={model.failure} /> : null}
      <Divider />
      <TextInput label={t('account.apiKeys.search')} leftSection={<IconSearch size={16} aria-hidden />} value={list.query} onChange={(e) => list.setQuery(e.currentTarget.value)} type="search" />
      <ApiKeysTable keys={keys.isLoading ? [] : list.visible} query={list.query} onRevoke={(key) => model.dispatch({ type: 'revoke', key })} />
      <PagedListFooter
        label={t('account.apiKeys.pagination')}
        pageSizes={API_KEYS_PAGE_SIZES}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        pages={list.pages}
        current={list.current}
        onPage={list.setPage}
        from={list.from}
        to={list.to}
        total={list.matching.length}
      />
      <RevokeKeyDialog model={model} />
    </Stack>
  );
}
