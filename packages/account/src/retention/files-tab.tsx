// The company admin's Files tab of the settings panel (decision 183): retention, deletion by date, receipts.
import { Divider, Stack, Text } from '@mantine/core';
import { calls } from '@lingua/contract';
import { useCall, useT, useUserAccount } from '@lingua/core';
import '../texts/retention-texts.ts';
import { DeleteByDate } from './delete-by-date.tsx';
import { ReceiptsList } from './receipts-list.tsx';
import { RetentionSettingsForm } from './retention-settings-form.tsx';

export function FilesTab() {
  const account = useUserAccount();
  const clientId = account.data?.clientConfig?.clientId ?? null;
  return clientId === null ? null : <FilesOf clientId={clientId} />;
}

function FilesOf({ clientId }: { clientId: string }) {
  const t = useT();
  const receipts = useCall(calls.listDeletionReceipts, { params: { clientId } });
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('retention.intro')}
      </Text>
      <RetentionSettingsForm clientId={clientId} />
      <Divider />
      <DeleteByDate clientId={clientId} onDeleted={() => void receipts.mutate()} />
      <Divider />
      <ReceiptsList clientId={clientId} receipts={receipts} />
    </Stack>
  );
}
