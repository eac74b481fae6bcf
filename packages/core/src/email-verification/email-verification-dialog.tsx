import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Input, Loader, Modal, PinInput, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { EMAIL_VERIFICATION_CODE_LENGTH } from '@lingua/contract';
import { useT } from '../i18n/i18n.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import { useSendEmailVerificationCode } from './api/send-email-verification-code.ts';
import { useValidateEmailVerificationCode } from './api/validate-email-verification-code.ts';
import './email-verification-texts.ts';

/** Props of EmailVerificationDialog. */
export interface EmailVerificationDialogProps {
  /** Whether the dialog is open; each opening sends a new code to `email`. */
  opened: boolean;
  /** The address to verify. */
  email: string;
  /** Called with the accepted code, which the caller passes on to its submit (spec 2 §4). */
  onVerified: (code: string) => void;
  /** Called on Cancel, Escape or a click outside. */
  onClose: () => void;
}

// The server's codes avoid look-alike characters and compare case-insensitively; upper case matches the mail.
// Mantine tests a pasted or autofilled code with the same pattern as one typed character, so it takes one or more.
const CODE_CHARACTERS = /^[A-Za-z0-9]+$/;

/**
 * E-mail verification (spec 2 §2 and §4): sends a code when it opens, Resend clears the entered code, Verify
 * is enabled only with 6 characters, and an invalid code keeps the dialog open with its message.
 */
export function EmailVerificationDialog({ opened, email, onVerified, onClose }: EmailVerificationDialogProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [resent, setResent] = useState(false);
  const send = useSendEmailVerificationCode();
  const validate = useValidateEmailVerificationCode();
  const { trigger: sendCode, reset: resetSend } = send;
  const { reset: resetValidate } = validate;
  // One code per opening: StrictMode's double effect (and re-renders) must not mail a second code, which the
  // server's resend throttle would also refuse.
  const sentForOpening = useRef(false);

  useEffect(() => {
    if (!opened) {
      sentForOpening.current = false;
      return;
    }
    if (sentForOpening.current) return;
    sentForOpening.current = true;
    setCode('');
    setInvalid(false);
    setResent(false);
    resetSend();
    resetValidate();
    // The failure is shown from the mutation's error state.
    sendCode({ email }).catch(() => {});
  }, [opened, email, sendCode, resetSend, resetValidate]);

  const resend = () => {
    setCode('');
    setInvalid(false);
    setResent(false);
    resetValidate();
    sendCode({ email }).then(
      () => setResent(true),
      () => {},
    );
  };

  const verify = async () => {
    setInvalid(false);
    try {
      const { isValid } = await validate.trigger({ email, verificationCode: code });
      if (isValid) onVerified(code);
      else setInvalid(true);
    } catch {
      // Shown from the mutation's error state.
    }
  };

  const complete = code.length === EMAIL_VERIFICATION_CODE_LENGTH;
  const busy = send.isMutating || validate.isMutating;

  return (
    <Modal opened={opened} onClose={onClose} title={t('emailVerificationDialog.title')} centered size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !busy) void verify();
        }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMailCheck aria-hidden size={28} stroke={1.5} color="var(--mantine-color-blue-filled)" style={{ flexShrink: 0 }} />
            <Text size="sm">{t('emailVerificationDialog.intro', { email })}</Text>
          </Group>
          <Input.Wrapper
            id="lingua-email-verification-code"
            label={t('emailVerificationDialog.codeLabel')}
            error={invalid ? t('emailVerificationDialog.invalidCode') : undefined}
          >
            <PinInput
              mt={6}
              length={EMAIL_VERIFICATION_CODE_LENGTH}
              type={CODE_CHARACTERS}
              inputMode="text"
              size="lg"
              value={code}
              onChange={(value) => {
                setInvalid(false);
                setCode(value.toUpperCase());
              }}
              error={invalid}
              getInputProps={(index) => ({
                'aria-label': t('emailVerificationDialog.codeCharacterLabel', {
                  position: index + 1,
                  length: EMAIL_VERIFICATION_CODE_LENGTH,
                }),
                autoCapitalize: 'characters',
              })}
            />
          </Input.Wrapper>
          {send.isMutating ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('emailVerificationDialog.sending')}
              </Text>
            </Group>
          ) : resent ? (
            <Alert color="teal" variant="light" role="status">
              {t('emailVerificationDialog.resent')}
            </Alert>
          ) : (
            <Text size="xs" c="dimmed">
              {t('emailVerificationDialog.hint')}
            </Text>
          )}
          {send.error ? <ErrorAlert error={send.error} /> : null}
          {validate.error ? <ErrorAlert error={validate.error} /> : null}
          <Group justify="space-between" mt="xs">
            <Anchor component="button" type="button" size="sm" onClick={resend} disabled={busy}>
              {t('emailVerificationDialog.resend')}
            </Anchor>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!complete || send.isMutating} loading={validate.isMutating}>
                {t('emailVerificationDialog.verify')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
