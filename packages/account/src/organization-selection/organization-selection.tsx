import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSWRConfig } from 'swr';
import { ErrorAlert, USER_ACCOUNT_KEY, useEffectiveUser, useT, useUserAccount } from '@lingua/core';
import { useAssignClient } from '../api/assign-client.ts';
import { useOrganizationCandidates } from './use-organization-candidates.ts';
import '../texts/account-texts.ts';
import { CompanyChoice } from './company-choice.tsx';
import { AA_TEXT_COLORS } from '../a11y-colors.ts';

/** Props of OrganizationSelection. */
export interface OrganizationSelectionProps {
  /** Cancel: the portal goes to / (spec 2 §2). */
  onCancel: () => void;
  /** Called after the account was assigned and re-read. */
  onAssigned?: (clientId: string) => void;
}

/**
 * Organisation selection (spec 2 §2): a CLIENT or CLIENT_EMPLOYEE without a client configuration picks one of the
 * matching ACTIVE organisations (OK and Cancel); a single match is assigned straight away. The session's account is
 * re-read afterwards, so everything that depends on the client configuration updates.
 */
export function OrganizationSelection({ onCancel, onAssigned }: OrganizationSelectionProps) {
  const t = useT();
  const candidates = useOrganizationCandidates();
  const assign = useAssignClient();
  const { mutate } = useSWRConfig();
  const [clientId, setClientId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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

  let content: ReactNode;
  if (candidates.error) content = <ErrorAlert error={candidates.error} onRetry={() => void candidates.mutate()} />;
  else if (!candidates.data || (only && !assign.error)) {
    content = (
      <Group gap="sm" role="status" justify="center" py="lg">
        <Loader size="sm" />
        <Text size="sm">{only ? t('account.organizationSelection.assigning') : t('common.loading')}</Text>
      </Group>
    );
  } else if (candidates.data.length === 0) {
    content = (
      <Stack>
        <Text>{t('account.organizationSelection.none')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    content = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (clientId) void choose(clientId);
          else setError(t('common.validation.required'));
        }}
        noValidate
      >
        <Stack>
          <CompanyChoice
            label={t('account.organizationSelection.organization')}
            companies={candidates.data}
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
  if (only && assign.error) {
    content = <ErrorAlert error={assign.error} onRetry={() => void choose(only.clientId)} />;
  }

  return (
    <Container size={520} py="xl" style={AA_TEXT_COLORS}>
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
          {content}
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

/** Props of OrganizationGate. */
export interface OrganizationGateProps extends OrganizationSelectionProps {
  /** Shown when no selection is needed. */
  children?: ReactNode;
}

/** Shows organisation selection instead of `children` while a client user has no client configuration. */
export function OrganizationGate({ children, ...props }: OrganizationGateProps) {
  return useNeedsOrganizationSelection() ? <OrganizationSelection {...props} /> : children;
}
