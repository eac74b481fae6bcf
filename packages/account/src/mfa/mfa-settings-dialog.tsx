import { useState } from 'react';
import { Badge, Button, CopyButton, Group, Input, Modal, PinInput, Stack, Text, Paper, Center } from '@mantine/core';
import { IconCheck, IconCopy, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { ApiError, ConfirmDialog, ErrorAlert, useT } from '@lingua/core';
import type { MfaStatus, TotpAssociation } from '@lingua/contract';
import { MFA_CODE_LENGTH } from '@lingua/contract';
import { isMfaOn } from '../api/get-mfa.ts';
import { useAssociateTotp } from '../api/associate-totp.ts';
import { useVerifyTotp } from '../api/verify-totp.ts';
import { useSetPreferredMfa } from '../api/set-preferred-mfa.ts';
import { QrCode } from './qr-code.tsx';
import '../texts/account-texts.ts';
import { AA_TEXT_COLORS } from '../a11y-colors.ts';

/** Props of MfaSettingsDialog. */
export interface MfaSettingsDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** The user's current MFA status. */
  status: MfaStatus;
  /** Called on Close or Escape. */
  onClose: () => void;
}

/**
 * MFA settings (spec 1 §4 MFA): off → scan a QR code, enter a 6-digit code, then TOTP becomes the preferred
 * method; on → after confirmation, preferred becomes no MFA.
 */
export function MfaSettingsDialog({ opened, status, onClose }: MfaSettingsDialogProps) {
  const t = useT();
  const on = isMfaOn(status);
  const associate = useAssociateTotp();
  const [setup, setSetup] = useState<TotpAssociation | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const preferred = useSetPreferredMfa();

  const close = () => {
    setSetup(null);
    associate.reset();
    onClose();
  };

  const startSetup = async () => {
    try {
      setSetup(await associate.trigger());
    } catch {
      // Shown from associate.error.
    }
  };

  return (
    <>
      <Modal style={AA_TEXT_COLORS} closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened && !confirmOff} onClose={close} title={t('account.mfa.title')} centered size={setup ? 'lg' : 'md'}>
        {setup && !on ? (
          <TotpSetup association={setup} onCancel={close} onEnabled={() => setSetup(null)} />
        ) : (
          <Stack>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {on ? (
                <IconShieldCheck aria-hidden size={32} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} />
              ) : (
                <IconShieldOff aria-hidden size={32} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
              )}
              <Stack gap={4}>
                <Badge color={on ? 'teal' : 'gray'} variant="dot" size="md" tt="none" fw={500}>
                  {on ? t('account.profile.mfaOn') : t('account.profile.mfaOff')}
                </Badge>
                <Text size="sm">{on ? t('account.mfa.statusOn') : t('account.mfa.statusOff')}</Text>
              </Stack>
            </Group>
            {associate.error ? <ErrorAlert error={associate.error} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
              {on ? (
                <Button color="red.8" variant="light" onClick={() => setConfirmOff(true)}>
                  {t('account.mfa.disable')}
                </Button>
              ) : (
                <Button onClick={() => void startSetup()} loading={associate.isMutating}>
                  {t('account.mfa.enable')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={confirmOff}
        title={t('account.mfa.disableTitle')}
        message={t('account.mfa.disableMessage')}
        confirmLabel={t('account.mfa.disableConfirm')}
        confirmColor="red.8"
        onClose={() => setConfirmOff(false)}
        onConfirm={async () => {
          await preferred.trigger({ preferredMfa: 'NOMFA' });
          setConfirmOff(false);
        }}
      />
    </>
  );
}

interface TotpSetupProps {
  association: TotpAssociation;
  onCancel: () => void;
  onEnabled: () => void;
}

function TotpSetup({ association, onCancel, onEnabled }: TotpSetupProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const preferred = useSetPreferredMfa();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    setFailure(null);
    if (code.length !== MFA_CODE_LENGTH) {
      setCodeError(t('account.mfa.codeRequired'));
      return;
    }
    try {
      await verify.trigger({ code });
    } catch (error) {
      // A refused code is a 400 (spec 1 §5 message); throttling and other failures show their own message.
      if (error instanceof ApiError && error.status === 400) {
        setCodeError(t('account.mfa.invalidCode'));
        setCode('');
      } else setFailure(error);
      return;
    }
    try {
      await preferred.trigger({ preferredMfa: 'TOTP' });
      onEnabled();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('account.mfa.step1')}</Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Paper withBorder p="xs" radius="md">
            <QrCode value={association.otpauthUri} alt={t('account.mfa.qrAlt')} />
          </Paper>
          <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Text size="sm" c="gray.7">
              {t('account.mfa.manualEntry')}
            </Text>
            <Paper bg="gray.0" px="sm" py="xs" radius="sm" withBorder>
              <Text ff="monospace" size="sm" fw={600} style={{ letterSpacing: '0.08em', wordSpacing: '0.3em' }} data-testid="totp-secret">
                {association.secretCode.replace(/(.{4})/g, '$1 ').trim()}
              </Text>
            </Paper>
            <CopyButton value={association.secretCode}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {copied ? t('account.mfa.copied') : t('account.mfa.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <Text size="sm">{t('account.mfa.step2')}</Text>
        <Input.Wrapper id="lingua-totp-code" label={t('account.mfa.code')} error={codeError}>
          <Center mt={6} style={{ justifyContent: 'flex-start' }}>
            <PinInput
              length={MFA_CODE_LENGTH}
              type="number"
              size="lg"
              value={code}
              onChange={(value) => {
                setCodeError(null);
                setCode(value);
              }}
              error={!!codeError}
              getInputProps={(index) => ({ 'aria-label': t('account.mfa.codeDigit', { position: index + 1 }) })}
            />
          </Center>
        </Input.Wrapper>
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={verify.isMutating || preferred.isMutating} disabled={code.length !== MFA_CODE_LENGTH}>
            {t('account.mfa.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

