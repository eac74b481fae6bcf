// The new endpoint's form (decisions 136, 137): its https address and the events it wants.
import { Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@lingua/contract';
import { formSubmit, useT } from '@lingua/core';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';
import { eventTextKey } from './webhooks-state.ts';

export function EndpointForm({ model }: { model: WebhooksTabModel }) {
  const t = useT();
  const { form } = model.state;
  const set = (change: Partial<typeof form>) => model.dispatch({ type: 'form', form: change });
  return (
    <form noValidate onSubmit={formSubmit(model.create)}>
      <Stack gap="sm">
        <TextInput label={t('integrations.webhooks.url')} placeholder="https://" type="url" value={form.url} onChange={(e) => set({ url: e.currentTarget.value })} error={model.errors.url && t(model.errors.url)} required />
        <Checkbox.Group label={t('integrations.webhooks.events')} value={form.events} onChange={(events) => set({ events: events as WebhookEventType[] })} error={model.errors.events && t(model.errors.events)} required>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={4}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={t(eventTextKey(event))} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button type="submit" loading={model.submit.busy} style={{ alignSelf: 'flex-start' }}>
          {t('integrations.webhooks.add')}
        </Button>
      </Stack>
    </form>
  );
}
