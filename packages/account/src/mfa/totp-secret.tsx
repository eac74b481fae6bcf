// The secret to add to an authenticator app: as a QR code, and written out to type in, with Copy.
import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TotpAssociation } from '@lingua/contract';
import { useT } from '@lingua/core';
import { QrCode } from './qr-code.tsx';

export function TotpSecret({ association }: { association: TotpAssociation }) {
  const t = useT();
  return (
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
            <Button size="xs" variant="subtle" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
              {copied ? t('account.mfa.copied') : t('account.mfa.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Group>
  );
}
