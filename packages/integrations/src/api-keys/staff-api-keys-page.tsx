// Staff's page of every company's API keys (decision 152): the company named on each key, a filter by
// company, the keys paged with a search, and Revoke behind the tab's confirmation. Keys are created by each
// company's admins only, so there is no form here.
import { Select, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert, SearchablePagedList, useT } from '@lingua/core';
import { ApiKeysTable } from './api-keys-table.tsx';
import { API_KEYS_PAGE_SIZES } from './api-keys-state.ts';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';
import { useStaffApiKeys } from './use-staff-api-keys.ts';
import '../texts/integrations-texts.ts';

export function StaffApiKeysPage() {
  const t = useT();
  const model = useStaffApiKeys();
  const { list, keys } = model;
  if (keys.error) return <ErrorAlert error={keys.error} onRetry={() => void keys.mutate()} />;
  const options = [{ value: '', label: t('integrations.staffApiKeys.allCompanies') }, ...model.companies.map((c) => ({ value: String(c.id), label: c.name }))];
  return (
    <Stack gap="md">
      <Title order={1}>{t('integrations.staffApiKeys.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('integrations.staffApiKeys.intro')}
      </Text>
      <Select
        label={t('integrations.staffApiKeys.company')}
        data={options}
        value={model.company === null ? '' : String(model.company)}
        onChange={(v) => model.setCompany(v ? Number(v) : null)}
        allowDeselect={false}
        maw={360}
      />
      {model.submit.failure && !model.state.revoking ? <ErrorAlert error={model.submit.failure} /> : null}
      <SearchablePagedList list={list} searchLabel={t('integrations.apiKeys.search')} pagesLabel={t('integrations.apiKeys.pagination')} pageSizes={API_KEYS_PAGE_SIZES}>
        <ApiKeysTable keys={keys.isLoading ? [] : list.visible} query={list.query} onRevoke={(key) => model.dispatch({ type: 'revoke', key })} onRemove={model.remove} showCompany />
      </SearchablePagedList>
      <RevokeKeyDialog model={model} />
    </Stack>
  );
}
