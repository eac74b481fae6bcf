import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { ConfirmDialog, useT } from '@lingua/core';
import { rejectQuote } from '../api/reject-quote.ts';
import { registerProcurementTexts } from '../texts.ts';

registerProcurementTexts();

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
  // Core's ConfirmDialog keeps the dialog busy while this runs and shows its failure in the dialog.
  const reject = async () => {
    await rejectQuote(jobRequestId, reason);
    setReason('');
    onRejected();
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('coupa.rejectDialog.title')}
      message={
        <>
          <Text id="coupa-reject-text">{t('coupa.rejectDialog.text')}</Text>
          <Textarea
            aria-labelledby="coupa-reject-text"
            rows={5}
            autosize={false}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
        </>
      }
      cancelLabel={t('coupa.rejectDialog.cancel')}
      confirmLabel={t('coupa.rejectDialog.confirm')}
      confirmColor="red"
      onConfirm={reject}
    />
  );
}
