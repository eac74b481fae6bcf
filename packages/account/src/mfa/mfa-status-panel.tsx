// MFA as it is: on or off, with Close and the action that changes it (Enable, or Disable after confirmation).
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { ErrorAlert, useT } from '@lingua/core';

export interface MfaStatusPanelProps {
  on: boolean;
  error: unknown;
  enabling: boolean;
  onClose: () => void;
  onEnable: () => void;
  onDisable: () => void;
}

export function MfaStatusPanel({ on, error, enabling, onClose, onEnable, onDisable }: MfaStatusPanelProps) {
  const t = useT();
  return (
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
      {error ? <ErrorAlert error={error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        {on ? (
          <Button color="red.8" variant="light" onClick={onDisable}>
            {t('account.mfa.disable')}
          </Button>
        ) : (
          <Button onClick={onEnable} loading={enabling}>
            {t('account.mfa.enable')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
