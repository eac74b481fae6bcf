// Asks before an endpoint is removed with its delivery log.
import { Button, Group, Modal, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';
import type { WebhooksTabModel } from './use-webhooks-tab.ts';

export function RemoveEndpointDialog({ model }: { model: WebhooksTabModel }) {
  const t = useT();
  const endpoint = model.state.removing;
  const close = () => model.dispatch({ type: 'remove', endpoint: null });
  return (
    <Modal opened={endpoint !== null} onClose={close} title={t('account.webhooks.removeTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {t('account.webhooks.removeQuestion', { url: endpoint?.url ?? '' })}
      </Text>
      {model.failure ? <ErrorAlert error={model.failure} mt="sm" /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={model.busy} onClick={model.remove}>
          {t('account.webhooks.remove')}
        </Button>
      </Group>
    </Modal>
  );
}
