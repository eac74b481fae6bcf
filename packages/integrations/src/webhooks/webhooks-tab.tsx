// The Webhooks tab (decisions 136, 137): a new endpoint's form, its signing secret shown once, the endpoints paged with a
// search (core's paged list) with their status, and each endpoint's delivery log.
import { Divider, Stack, Text } from '@mantine/core';
import { ErrorAlert, SearchablePagedList, useT } from '@lingua/core';
import { SecretOnce } from '../shared/secret-once.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { EndpointsTable } from './endpoints-table.tsx';
import { RemoveEndpointDialog } from './remove-endpoint-dialog.tsx';
import { useWebhooksTab } from './use-webhooks-tab.ts';
import { WEBHOOKS_PAGE_SIZES } from './webhooks-state.ts';
import '../texts/integrations-texts.ts';

export function WebhooksTab() {
  const t = useT();
  const model = useWebhooksTab();
  const { list, endpoints, state } = model;
  if (endpoints.error) return <ErrorAlert error={endpoints.error} onRetry={() => void endpoints.mutate()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('integrations.webhooks.intro')}
      </Text>
      {state.created ? <SecretOnce title={t('integrations.webhooks.createdTitle')} secret={state.created} onDone={() => model.dispatch({ type: 'dismissSecret' })} /> : <EndpointForm model={model} />}
      {model.submit.failure && !state.removing && !state.logOf ? <ErrorAlert error={model.submit.failure} /> : null}
      <Divider />
      <SearchablePagedList list={list} searchLabel={t('integrations.webhooks.search')} pagesLabel={t('integrations.webhooks.pagination')} pageSizes={WEBHOOKS_PAGE_SIZES}>
        <EndpointsTable endpoints={endpoints.isLoading ? [] : list.visible} model={model} />
      </SearchablePagedList>
      <RemoveEndpointDialog model={model} />
      <DeliveryLog model={model} />
    </Stack>
  );
}
