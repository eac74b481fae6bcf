// The company admin's Audit trail tab of the settings panel (decision 182): their own company's trail.
import { Stack, Text } from '@mantine/core';
import { useT, useUserAccount } from '@lingua/core';
import '../texts/audit-trail-texts.ts';
import { AuditTrailView } from './audit-trail-view.tsx';

export function AuditTrailTab() {
  const t = useT();
  const account = useUserAccount();
  const clientId = account.data?.clientConfig?.clientId ?? null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('auditTrail.intro')}
      </Text>
      {clientId === null ? null : <AuditTrailView clientId={clientId} />}
    </Stack>
  );
}
