// E-mail verification (spec 2 §2 and §4): sends a code when it opens, Resend clears the entered code once a new
// code is sent, Verify is enabled only with 6 characters, and an invalid code keeps the dialog open with its
// message. Its state is verification-state.ts; its calls use-email-verification-dialog.ts.
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { formSubmit } from '../components/form-submit/form-submit.ts';
import { useEmailVerificationDialog } from './use-email-verification-dialog.ts';
import { VerificationCodeField } from './verification-code-field.tsx';
import { VerificationStatus } from './verification-status.tsx';
import './email-verification-texts.ts';

export interface EmailVerificationDialogProps {
  /** Whether the dialog is open; each opening sends a new code to `email`. */
  opened: boolean;
  email: string;
  /** Called with the accepted code, which the caller passes on to its submit (spec 2 §4). */
  onVerified: (code: string) => void;
  /** Called on Cancel, Escape or a click outside. */
  onClose: () => void;
}

export function EmailVerificationDialog({ opened, email, onVerified, onClose }: EmailVerificationDialogProps) {
  const t = useT();
  const model = useEmailVerificationDialog(opened, email, onVerified);
  const { complete, busy } = model;
  return (
    <Modal opened={opened} onClose={onClose} title={t('emailVerificationDialog.title')} centered size="md">
      <form
        onSubmit={formSubmit(() => {
          if (complete && !busy) void model.verify();
        })}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMailCheck aria-hidden size={28} stroke={1.5} color="var(--mantine-color-blue-filled)" style={{ flexShrink: 0 }} />
            <Text size="sm">{t('emailVerificationDialog.intro', { email })}</Text>
          </Group>
          <VerificationCodeField model={model} />
          <VerificationStatus model={model} />
          <Group justify="space-between" mt="xs">
            <Anchor component="button" type="button" size="sm" onClick={model.resend} disabled={busy}>
              {t('emailVerificationDialog.resend')}
            </Anchor>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!complete || model.send.isMutating} loading={model.validate.isMutating}>
                {t('emailVerificationDialog.verify')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
