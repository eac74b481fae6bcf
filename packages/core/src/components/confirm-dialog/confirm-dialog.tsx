import { useDialogSubmit } from './use-dialog-submit.ts';
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import { ErrorAlert } from '../error-alert/error-alert.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Confirm button label; default the catalogue's "Confirm". */
  confirmLabel?: string;
  /** Cancel button label; default the catalogue's "Cancel". */
  cancelLabel?: string;
  /** Confirm button color; default the primary color. */
  confirmColor?: MantineColor;
  /** Called on confirm; a returned promise shows a loading button, and its rejection is shown in the dialog. */
  onConfirm: () => void | Promise<void>;
  /** Called on cancel, Escape or a click outside. */
  onClose: () => void;
  /** False when the confirmed action removes the button that opened the dialog and the caller moves the focus. */
  returnFocus?: boolean;
}

/** A confirmation dialog whose action may be asynchronous and whose failure stays visible in the dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, cancelLabel, confirmColor, onConfirm, onClose, returnFocus = true } = props;
  const t = useT();
  const { busy, failure: error, reset, run } = useDialogSubmit();

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const confirm = () => run(async () => onConfirm());

  return (
    <Modal opened={opened} onClose={close} title={title} centered returnFocus={returnFocus}>
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={confirmColor} onClick={() => void confirm()} loading={busy}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
