import { useState } from 'react';
import { Modal } from '@mantine/core';
import { ConfirmDialog, useT } from '@lingua/core';
import type { MfaStatus, TotpAssociation } from '@lingua/contract';
import { isMfaOn } from '../api/get-mfa.ts';
import { useAssociateTotp } from '../api/associate-totp.ts';
import { useSetPreferredMfa } from '../api/set-preferred-mfa.ts';
import { MfaStatusPanel } from './mfa-status-panel.tsx';
import { TotpSetup } from './totp-setup.tsx';
import '../texts/account-texts.ts';

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
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened && !confirmOff} onClose={close} title={t('account.mfa.title')} centered size={setup ? 'lg' : 'md'}>
        {setup && !on ? (
          <TotpSetup association={setup} onCancel={close} onEnabled={() => setSetup(null)} />
        ) : (
          <MfaStatusPanel on={on} error={associate.error} enabling={associate.isMutating} onClose={close} onEnable={() => void startSetup()} onDisable={() => setConfirmOff(true)} />
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
