import { Avatar, Button, Group, Loader, Text } from '@mantine/core';
import { signIn, signOut, useEffectiveUser, useSession, useT } from '@lingua/core';

export interface SignInStatusProps {
  /** Hides the Sign out button (a host that signs out elsewhere). Default false. */
  hideSignOut?: boolean;
}

/**
 * The session as a host page sees it: the signed-in user's name with Sign out, or a Sign in button that
 * opens the provider's sign-in in a popup (a widget never navigates its host).
 */
export function SignInStatus({ hideSignOut = false }: SignInStatusProps) {
  const t = useT();
  const status = useSession((s) => s.status);
  const signedIn = useSession((s) => s.user);
  const override = useSession((s) => s.override);
  const user = useEffectiveUser();

  if (status === 'loading') return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (status !== 'authenticated' || !user || !signedIn) {
    return <Button part="status" onClick={() => void signIn({ mode: 'popup' })}>{t('widgets.signInStatus.signIn')}</Button>;
  }
  const name = override ? override.username : [signedIn.firstName, signedIn.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <Group part="status" gap="sm" wrap="nowrap" role="group" aria-label={t('widgets.signInStatus.label')}>
      <Avatar color="blue" radius="xl" size={32} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text fz="sm" fw={600}>
        {override ? t('widgets.signInStatus.actingAs', { name }) : t('widgets.signInStatus.signedInAs', { name })}
      </Text>
      {hideSignOut ? null : (
        <Button size="xs" variant="default" onClick={() => void signOut({ mode: 'popup' })}>
          {t('widgets.signInStatus.signOut')}
        </Button>
      )}
    </Group>
  );
}
