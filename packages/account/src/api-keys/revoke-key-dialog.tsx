// Asks before a key is revoked: every system using it stops at once.
import { Button, Group, Modal, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';
import type { ApiKeysTabModel } from './use-api-keys-tab.ts';

export function RevokeKeyDialog({ model }: { model: ApiKeysTabModel }) {
  const t = useT();
  const key = model.state.revoking;
  const close = () => model.dispatch({ type: 'revoke', key: null });
  return (
    <Modal opened={key !== null} onClose={close} title={t('account.apiKeys.revokeTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm">{t('account.apiKeys.revokeQuestion', { name: key?.name ?? '', prefix: key?.prefix ?? '' })}</Text>
      {model.failure ? <ErrorAlert error={model.failure} mt="sm" /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={model.busy} onClick={model.revoke}>
          {t('account.apiKeys.revoke')}
        </Button>
      </Group>
    </Modal>
  );
}
