import type { ReactNode } from 'react';
import type { Application, Role } from '@lingua/contract';
import { Alert, Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useUserAccount } from '../api/user-account.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import { useT } from '../i18n/i18n.ts';
import { useEffectiveUser } from '../session/session-store.ts';
import { RequireAuth } from './require-auth.tsx';

export interface GuardProps {
  /** Roles allowed on the page; the user needs at least one. Unset: any signed-in user. */
  allowedRoles?: readonly Role[];
  /** Applications the user's account must all have (from GET /userAccount). */
  requiredApplications?: readonly Application[];
  /** Current path (from the router); default window.location.pathname. */
  currentPath?: string;
  children?: ReactNode;
  /** Popup mode (elements): what the feature does and why sign-in is needed (see RequireAuth). */
  signInReason?: string;
}

function Denied({ text }: { text: string }) {
  return (
    <Alert color="orange" icon={<IconLock aria-hidden />} m="md">
      {text}
    </Alert>
  );
}

function GuardCheck({ allowedRoles, requiredApplications, children }: Omit<GuardProps, 'currentPath'>) {
  const t = useT();
  const user = useEffectiveUser();
  const needsApplications = (requiredApplications?.length ?? 0) > 0;
  const account = useUserAccount(needsApplications);
  const roles = user?.roles ?? [];

  if (!user || (allowedRoles && !roles.some((role) => allowedRoles.includes(role as Role)))) {
    return <Denied text={t('accessRestricted')} />;
  }
  if (needsApplications) {
    if (account.error) return <ErrorAlert error={account.error} m="md" />;
    if (!account.data) {
      return (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      );
    }
    const applications = account.data.applications ?? [];
    if (!requiredApplications!.every((app) => applications.includes(app))) {
      return <Denied text={t('applicationAccessDisabled')} />;
    }
  }
  return children;
}

/** Guarded page (spec 3 §2.7): sign-in first, then `accessRestricted` without an allowed role, then `applicationAccessDisabled` without the required applications. */
export function Guard({ currentPath, signInReason, ...others }: GuardProps) {
  return (
    <RequireAuth currentPath={currentPath} signInReason={signInReason}>
      <GuardCheck {...others} />
    </RequireAuth>
  );
}
