import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { calls } from '@lingua/contract';
import { callApi, ErrorAlert, useT } from '@lingua/core';
import { registerProcurementTexts } from '../texts.ts';

registerProcurementTexts();

/** Props of RejectQuoteDialog. */
export interface RejectQuoteDialogProps {
  opened: boolean;
  jobRequestId: string;
  onClose: () => void;
  /** Called after the quote was rejected (the dialog closes; the request is refreshed). */
  onRejected: () => void;
}

/** Spec 3 §2.6 reject dialog: 5-row reason, trimmed and omitted when empty; failures shown in the dialog (§8). */
export function RejectQuoteDialog({ opened, jobRequestId, onClose, onRejected }: RejectQuoteDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const reject = async () => {
    setBusy(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      await callApi(calls.rejectQuote, { params: { jobRequestId }, body: trimmed ? { rejectionReason: trimmed } : {} });
      setReason('');
      onRejected();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('coupa.rejectDialog.title')} centered>
      <Stack gap="md">
        <Text id="coupa-reject-text">{t('coupa.rejectDialog.text')}</Text>
        <Textarea
          aria-labelledby="coupa-reject-text"
          rows={5}
          autosize={false}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('coupa.rejectDialog.cancel')}
          </Button>
          <Button color="red" onClick={() => void reject()} loading={busy}>
            {t('coupa.rejectDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
