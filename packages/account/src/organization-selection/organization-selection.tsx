import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSWRConfig } from 'swr';
import { ErrorAlert, formSubmit, USER_ACCOUNT_KEY, useEffectiveUser, useT, useUserAccount } from '@lingua/core';
import { useAssignClient } from '../api/assign-client.ts';
import { useOrganizationCandidates, type OrganizationCandidate } from './use-organization-candidates.ts';
import '../texts/account-texts.ts';
import { CompanyChoice } from './company-choice.tsx';

export interface OrganizationSelectionProps {
  /** Cancel: the portal goes to / (spec 2 §2). */
  onCancel: () => void;
  onAssigned?: (clientId: string) => void;
}

function useOrganizationAssignment(onAssigned: OrganizationSelectionProps['onAssigned']) {
  const candidates = useOrganizationCandidates();
  const assign = useAssignClient();
  const { mutate } = useSWRConfig();
  const autoAssigned = useRef(false);
  const choose = async (id: string) => {
    try {
      await assign.trigger({ clientId: id });
    } catch {
      return; // Shown from assign.error.
    }
    // The account's key carries the impersonation override, so every variant of it is re-read.
    await mutate((key) => Array.isArray(key) && key[0] === USER_ACCOUNT_KEY);
    onAssigned?.(id);
  };
  const only = candidates.data?.length === 1 ? candidates.data[0] : undefined;
  useEffect(() => {
    if (!only || autoAssigned.current) return;
    autoAssigned.current = true;
    void choose(only.clientId);
    // choose is stable enough for a one-time assignment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);
  return { candidates, assign, choose, only };
}

function OrganizationForm({ companies, assign, choose, onCancel }: { companies: OrganizationCandidate[]; assign: ReturnType<typeof useAssignClient>; choose: (id: string) => Promise<void>; onCancel: () => void }) {
  const t = useT();
  const [clientId, setClientId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={formSubmit(() => {
        if (clientId) void choose(clientId);
        else setError(t('common.validation.required'));
      })}
      noValidate
    >
      <Stack>
        <CompanyChoice
          label={t('account.organizationSelection.organization')}
          companies={companies}
          value={clientId}
          onChange={(value) => {
            setClientId(value);
            setError(null);
          }}
          error={error}
        />
        {assign.error ? <ErrorAlert error={assign.error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={assign.isMutating}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={assign.isMutating}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SelectionContent({ onCancel, onAssigned }: OrganizationSelectionProps) {
  const t = useT();
  const { candidates, assign, choose, only } = useOrganizationAssignment(onAssigned);
  if (candidates.error) return <ErrorAlert error={candidates.error} onRetry={() => void candidates.mutate()} />;
  if (only && assign.error) return <ErrorAlert error={assign.error} onRetry={() => void choose(only.clientId)} />;
  if (!candidates.data || only) {
    return (
      <Group gap="sm" role="status" justify="center" py="lg">
        <Loader size="sm" />
        <Text size="sm">{only ? t('account.organizationSelection.assigning') : t('common.loading')}</Text>
      </Group>
    );
  }
  if (candidates.data.length === 0) {
    return (
      <Stack>
        <Text>{t('account.organizationSelection.none')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <OrganizationForm companies={candidates.data} assign={assign} choose={choose} onCancel={onCancel} />;
}

/** Organisation selection (spec 2 §2): a client user without a configuration picks an ACTIVE match; one is assigned at once. */
export function OrganizationSelection(props: OrganizationSelectionProps) {
  const t = useT();
  return (
    <Container size={520} py="xl">
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <div>
            <Title order={1} size="h2">
              {t('account.organizationSelection.title')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('account.organizationSelection.intro')}
            </Text>
          </div>
          <SelectionContent {...props} />
        </Stack>
      </Paper>
    </Container>
  );
}

/** Whether the signed-in user is a CLIENT or CLIENT_EMPLOYEE whose account has no client configuration (spec 2 §2, §6). */
export function useNeedsOrganizationSelection(): boolean {
  const user = useEffectiveUser();
  const isClientUser = !!user && (user.roles.includes('CLIENT') || user.roles.includes('CLIENT_EMPLOYEE'));
  const account = useUserAccount(isClientUser);
  return isClientUser && !!account.data && !account.data.clientConfig;
}

export interface OrganizationGateProps extends OrganizationSelectionProps {
  children?: ReactNode;
}

export function OrganizationGate({ children, ...props }: OrganizationGateProps) {
  return useNeedsOrganizationSelection() ? <OrganizationSelection {...props} /> : children;
}
