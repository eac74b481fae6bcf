// Delete the files of the company's requests that ended before a date (decision 183), confirmed, with the receipt after.
import { useState } from 'react';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { calls, type DeletionReceipt } from '@lingua/contract';
import { callApi, useT } from '@lingua/core';
import '../texts/retention-texts.ts';
import { DeleteFilesDialog, type DeleteChoices } from './delete-files-dialog.tsx';
import { dayStart, formatDay } from './format.ts';
import { ReceiptSummary } from './receipt-summary.tsx';

export function DeleteByDate({ clientId, onDeleted }: { clientId: string; onDeleted: (receipt: DeletionReceipt) => void }) {
  const t = useT();
  const [day, setDay] = useState('');
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<DeletionReceipt | null>(null);
  const confirm = async (choices: DeleteChoices) => {
    const done = await callApi(calls.deleteCompanyFiles, { params: { clientId }, body: { endedBefore: dayStart(day), ...choices } });
    setReceipt(done);
    setOpen(false);
    onDeleted(done);
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('retention.deleteTitle')}
      </Title>
      <TextInput type="date" label={t('retention.endedBefore')} value={day} onChange={(e) => setDay(e.currentTarget.value)} w={220} />
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} disabled={!day} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', minHeight: 36 }} styles={{ label: { whiteSpace: 'normal', textAlign: 'start' }, inner: { paddingBlock: 6 } }}>
        {day ? t('retention.deleteByDate', { date: formatDay(day) }) : t('retention.deleteByDateNoDate')}
      </Button>
      {receipt ? <ReceiptSummary receipt={receipt} /> : null}
      <DeleteFilesDialog opened={open} message={day ? t('retention.confirmMessage', { date: formatDay(day) }) : ''} onConfirm={confirm} onClose={() => setOpen(false)} />
    </Stack>
  );
}
