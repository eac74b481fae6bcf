import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconKey, IconShieldLock } from '@tabler/icons-react';
import { ErrorAlert, useEffectiveUser, useT, useUserAccount } from '@lingua/core';
import type { ReactNode } from 'react';
import { isMfaOn } from '../api/get-mfa.ts';
import { ChangePasswordDialog } from '../change-password/change-password-dialog.tsx';
import { MfaSettingsDialog } from '../mfa/mfa-settings-dialog.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { useLocalCredentials } from './use-local-credentials.ts';
import '../texts/account-texts.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function SecurityRow({
  icon,
  title,
  hint,
  status,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  status?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="center">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        {icon}
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {title}
            </Text>
            {status}
          </Group>
          <Text size="xs" c="gray.7">
            {hint}
          </Text>
        </div>
      </Group>
      {action}
    </Group>
  );
}

/** Who the user is: name, e-mail, username, organisation and roles. */
function ProfileDetails() {
  const t = useT();
  const user = useEffectiveUser();
  const account = useUserAccount();
  const name = [account.data?.firstName ?? user?.firstName, account.data?.lastName ?? user?.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('account.profile.heading')}
      </Title>
      {account.error ? <ErrorAlert error={account.error} onRetry={() => void account.mutate()} /> : null}
      <Field label={t('account.profile.name')}>{name || '—'}</Field>
      <Field label={t('account.profile.email')}>{account.data?.email ?? user?.email}</Field>
      <Field label={t('account.profile.username')}>{account.data?.username ?? user?.username}</Field>
      <Field label={t('account.profile.organization')}>
        {account.isLoading ? (
          <Skeleton h={16} w={140} />
        ) : (
          (account.data?.clientConfig?.companyName ?? t('account.profile.noOrganization'))
        )}
      </Field>
      <Field label={t('account.profile.roles')}>
        <Group gap={4}>
          {(account.data?.roles ?? user?.roles ?? []).map((role) => (
            <Badge key={role} variant="light" color="blue" c="blue.9" size="sm" radius="sm" tt="none">
              {role}
            </Badge>
          ))}
        </Group>
      </Field>
    </Stack>
  );
}

type ProfileDialog = 'password' | 'mfa' | null;

/** Whether MFA is on, and the way to manage it. */
function MfaRow({ mfa, onManage }: { mfa: NonNullable<ReturnType<typeof useLocalCredentials>['mfa']>; onManage: () => void }) {
  const t = useT();
  const on = isMfaOn(mfa);
  return (
    <SecurityRow
      icon={<IconShieldLock aria-hidden size={22} color="var(--mantine-color-blue-7)" />}
      title={t('account.profile.mfa')}
      hint={on ? t('account.profile.mfaOnHint') : t('account.profile.mfaOffHint')}
      status={
        <Badge size="md" variant="dot" color={on ? 'teal' : 'gray'} tt="none" fw={500}>
          {on ? t('account.profile.mfaOn') : t('account.profile.mfaOff')}
        </Badge>
      }
      action={
        <Button variant="light" size="xs" onClick={onManage} aria-label={`${t('account.profile.manageMfa')} ${t('account.profile.mfa')}`}>
          {t('account.profile.manageMfa')}
        </Button>
      }
    />
  );
}

/** The password and MFA rows, or why they are not here (an account of another identity provider, impersonation). */
function SecurityRows({
  credentials,
  onDialog,
}: {
  credentials: ReturnType<typeof useLocalCredentials>;
  onDialog: (dialog: ProfileDialog) => void;
}) {
  const t = useT();
  if (credentials.owner === 'loading') {
    return (
      <Stack gap="sm">
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  return (
    <>
      {credentials.owner === 'external' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('changePasswordPage.federatedSsoWarning')}
        </Alert>
      ) : credentials.owner === 'impersonating' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('account.profile.impersonating')}
        </Alert>
      ) : (
        <>
          <SecurityRow
            icon={<IconKey aria-hidden size={22} color="var(--mantine-color-blue-7)" />}
            title={t('account.profile.password')}
            hint={t('account.profile.passwordHint')}
            action={
              <Button variant="light" size="xs" onClick={() => onDialog('password')}>
                {t('account.profile.changePassword')}
              </Button>
            }
          />
          {credentials.error ? (
            <ErrorAlert error={credentials.error} onRetry={credentials.refresh} />
          ) : credentials.mfa ? (
            <MfaRow mfa={credentials.mfa} onManage={() => onDialog('mfa')} />
          ) : null}
        </>
      )}
    </>
  );
}

/** The Profile tab (spec 1 §2): account data, a change-password entry and an MFA row (both hidden for federated and Coupa accounts). */
export function ProfileTab() {
  const t = useT();
  const credentials = useLocalCredentials();
  const [dialog, setDialog] = useState<ProfileDialog>(null);
  return (
    <Stack gap="lg">
      <ProfileDetails />
      <LanguageChoice />
      <Divider />
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('account.profile.security')}
        </Title>
        <SecurityRows credentials={credentials} onDialog={setDialog} />
      </Stack>
      <ChangePasswordDialog opened={dialog === 'password'} onClose={() => setDialog(null)} />
      {credentials.mfa ? (
        <MfaSettingsDialog
          opened={dialog === 'mfa'}
          status={credentials.mfa}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
