// The Webhooks tab (issue 37 §2): a new endpoint's form, its signing secret shown once, the endpoints paged with a
// search (core's paged list) with their status, and each endpoint's delivery log.
import { Divider, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ErrorAlert, PagedListFooter, useT } from '@lingua/core';
import { SecretOnce } from '../secret-once/secret-once.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { EndpointsTable } from './endpoints-table.tsx';
import { RemoveEndpointDialog } from './remove-endpoint-dialog.tsx';
import { useWebhooksTab } from './use-webhooks-tab.ts';
import { WEBHOOKS_PAGE_SIZES } from './webhooks-state.ts';
import '../texts/account-texts.ts';

export function WebhooksTab() {
  const t = useT();
  const model = useWebhooksTab();
  const { list, endpoints, state } = model;
  if (endpoints.error) return <ErrorAlert error={endpoints.error} onRetry={() => void endpoints.mutate()} />;
  return (
    <Stack gap="md">
      {state.created ? <SecretOnce title={t('account.webhooks.createdTitle')} secret={state.created} onDone={() => model.dispatch({ type: 'dismissSecret' })} /> : <EndpointForm model={model} />}
      {model.failure && !state.removing && !state.logOf ? <ErrorAlert error={model.failure} /> : null}
      <Divider />
      <TextInput label={t('account.webhooks.search')} leftSection={<IconSearch size={16} aria-hidden />} value={list.query} onChange={(e) => list.setQuery(e.currentTarget.value)} type="search" />
      <EndpointsTable endpoints={endpoints.isLoading ? [] : list.visible} model={model} />
      <PagedListFooter
        label={t('account.webhooks.pagination')}
        pageSizes={WEBHOOKS_PAGE_SIZES}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        pages={list.pages}
        current={list.current}
        onPage={list.setPage}
        from={list.from}
        to={list.to}
        total={list.matching.length}
      />
      <RemoveEndpointDialog model={model} />
      <DeliveryLog model={model} />
    </Stack>
  );
}
