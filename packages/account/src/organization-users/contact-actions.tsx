// A user's actions (disable MFA, disable or enable the account), each behind its confirmation dialog.
import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconShieldOff } from '@tabler/icons-react';
import type { OrganizationClientContact } from '@lingua/contract';
import { ConfirmDialog, useT } from '@lingua/core';
import type { IdentitySettings } from '@lingua/contract';
import {
  useIndentitySettingsAction,
  type IdentitySettingsAction,
} from '../api/indentity-settings-actions.ts';

const ACTION_ICONS = {
  disableMfa: IconShieldOff,
  disableAccount: IconLock,
  enableAccount: IconLockOpen,
} as const;

export interface ContactActionsProps {
  contact: OrganizationClientContact;
  settings: IdentitySettings;
  actions: readonly IdentitySettingsAction[];
}

export function ContactActions({ contact, settings, actions }: ContactActionsProps) {
  const t = useT();
  const action = useIndentitySettingsAction(contact, settings);
  const [confirming, setConfirming] = useState<IdentitySettingsAction | null>(null);
  return (
    <>
      {actions.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('account.organizationUsers.rowActions', { email: contact.email })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((name) => {
              const Icon = ACTION_ICONS[name];
              return (
                <Menu.Item
                  key={name}
                  leftSection={<Icon size={16} aria-hidden />}
                  color={name === 'enableAccount' ? undefined : 'red.8'}
                  onClick={() => setConfirming(name)}
                >
                  {t(`account.organizationUsers.${name}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(`account.organizationUsers.${confirming}Title`) : ''}
        message={
          confirming ? t(`account.organizationUsers.${confirming}Message`, { email: contact.email }) : ''
        }
        confirmLabel={confirming ? t(`account.organizationUsers.${confirming}`) : undefined}
        confirmColor={confirming === 'enableAccount' ? undefined : 'red.8'}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          await action.trigger(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
