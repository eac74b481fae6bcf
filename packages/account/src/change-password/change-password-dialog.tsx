import { useState } from 'react';
import { Button, Group, Modal, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { ChangePasswordForm, PasswordChangedText } from './change-password-form.tsx';

export interface ChangePasswordDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called on Cancel, Close or Escape. */
  onClose: () => void;
}

/** The change-password dialog of the Profile tab (spec 1 §2 "Other dialogs", §5); shows success in place. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const t = useT();
  const [changed, setChanged] = useState(false);
  const close = () => {
    setChanged(false);
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={close} title={changed ? t('account.changePassword.successTitle') : t('account.changePassword.title')} centered>
      {changed ? (
        <Stack>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal" variant="light" radius="xl" size="lg" aria-hidden>
              <IconCircleCheck size={20} />
            </ThemeIcon>
            <PasswordChangedText />
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.ok')}</Button>
          </Group>
        </Stack>
      ) : (
        <ChangePasswordForm onChanged={() => setChanged(true)} onCancel={close} />
      )}
    </Modal>
  );
}
