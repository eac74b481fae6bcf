import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REJECT_REASON_TEXTAREA_ROWS } from '@lingua/contract';
import { ErrorAlert, useT } from '@lingua/core';

export interface RejectDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called on cancel, Escape or a click outside (ignored while rejecting). */
  onClose: () => void;
  /** The reason typed so far. */
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The failure of the last attempt, shown in the dialog. */
  error: unknown;
  /** Whether the rejection is being sent. */
  busy: boolean;
  /** Called by Reject quote. */
  onConfirm: () => void;
}

/** The reject dialog of the automatic quote (spec 2 §2): an optional reason, then Reject quote. */
export function RejectDialog({
  opened,
  onClose,
  reason,
  onReasonChange,
  error,
  busy,
  onConfirm,
}: RejectDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('autoQuote.rejectDialog.title')}
      centered
    >
      <Stack>
        <Text>{t('autoQuote.rejectDialog.message')}</Text>
        <Textarea
          label={t('autoQuote.rejectDialog.reason')}
          rows={REJECT_REASON_TEXTAREA_ROWS}
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t('autoQuote.rejectDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
