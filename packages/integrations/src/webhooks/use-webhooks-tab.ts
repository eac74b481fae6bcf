// The Webhooks tab's conversation with the server (decisions 136, 137): the company's endpoints, the open delivery log,
// and the changes (add, remove, enable, test event, redeliver) — each followed by a fresh read of what it changed.
import { useReducer } from 'react';
import type { WebhookDelivery } from '@lingua/contract';
import { usePagedList, useDialogSubmit } from '@lingua/core';
import { createWebhookEndpoint, deleteWebhookEndpoint, enableWebhookEndpoint, redeliverWebhook, sendTestWebhookEvent, useWebhookDeliveries, useWebhookEndpoints } from '../api/webhooks.ts';
import { endpointFormErrors, initialWebhooksState, matchesEndpoint, WEBHOOKS_PAGE_SIZES, webhooksReducer } from './webhooks-state.ts';

export function useWebhooksTab() {
  const endpoints = useWebhookEndpoints();
  const [state, dispatch] = useReducer(webhooksReducer, undefined, initialWebhooksState);
  const deliveries = useWebhookDeliveries(state.logOf?.id ?? null);
  const list = usePagedList(endpoints.data, matchesEndpoint, WEBHOOKS_PAGE_SIZES[0]);
  const submit = useDialogSubmit();
  // Each change, then a fresh read of what it changed; a refusal stays in `submit.failure` to be shown.
  const run = (work: () => Promise<void>) =>
    submit.run(async () => {
      await work();
      await Promise.all([endpoints.mutate(), state.logOf ? deliveries.mutate() : undefined]);
    });
  const logId = () => state.logOf!.id;
  return {
    state,
    dispatch,
    endpoints,
    deliveries,
    list,
    submit,
    errors: state.tried ? endpointFormErrors(state.form) : {},
    create: () => {
      dispatch({ type: 'tried' });
      if (Object.keys(endpointFormErrors(state.form)).length) return;
      void run(async () => dispatch({ type: 'created', secret: (await createWebhookEndpoint({ url: state.form.url.trim(), events: state.form.events })).secret }));
    },
    remove: () => {
      const endpoint = state.removing;
      if (endpoint) void run(async () => {
        await deleteWebhookEndpoint(endpoint.id);
        dispatch({ type: 'remove', endpoint: null });
      });
    },
    enable: (id: string) => void run(async () => void (await enableWebhookEndpoint(id))),
    sendTest: () => void run(async () => void (await sendTestWebhookEvent(logId()))),
    redeliver: (delivery: WebhookDelivery) => void run(async () => void (await redeliverWebhook(logId(), delivery.id))),
  };
}

export type WebhooksTabModel = ReturnType<typeof useWebhooksTab>;
