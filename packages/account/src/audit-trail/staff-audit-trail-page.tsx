// Staff's page of every company's audit trail (decision 182): choose a company, read its trail as its admins do.
import { useState } from 'react';
import { Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { calls } from '@lingua/contract';
import { ErrorAlert, useCall, useT } from '@lingua/core';
import '../texts/audit-trail-texts.ts';
import { AuditTrailView } from './audit-trail-view.tsx';

export function StaffAuditTrailPage() {
  const t = useT();
  const companies = useCall(calls.listAuditCompanies, {});
  const [clientId, setClientId] = useState<string | null>(null);
  if (companies.error) return <ErrorAlert error={companies.error} onRetry={() => void companies.mutate()} />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('auditTrail.staffTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('auditTrail.staffIntro')}
      </Text>
      {companies.data ? (
        <Select
          label={t('auditTrail.company')}
          placeholder={t('auditTrail.chooseCompany')}
          data={companies.data.map((c) => ({ value: c.clientId, label: c.companyName }))}
          value={clientId}
          onChange={setClientId}
          searchable
          maw={360}
        />
      ) : (
        <Skeleton h={56} maw={360} role="status" aria-label={t('common.loading')} />
      )}
      {clientId ? <AuditTrailView key={clientId} clientId={clientId} /> : null}
    </Stack>
  );
}
