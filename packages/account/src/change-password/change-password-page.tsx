import { useState } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Modal, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { RequireAuth, useT } from '@lingua/core';
import { useLocalCredentials } from '../profile/use-local-credentials.ts';
import { ChangePasswordForm, PasswordChangedText } from './change-password-form.tsx';

export interface ChangePasswordPageProps {
  /** Called by the success dialog's OK: the portal goes back to `/` (spec 3 §2.5). */
  onDone: () => void;
  /** Current path for the sign-in redirect; default window.location.pathname. */
  currentPath?: string;
}

/**
 * The /changePassword page (spec 3 §2.5): signed-out users go to sign-in (and come back here, spec 1 §1), a
 * federated (or Coupa-group) account sees changePasswordPage.federatedSsoWarning instead of the form (spec 1 §6),
 * success leads back to /.
 */
export function ChangePasswordPage({ onDone, currentPath }: ChangePasswordPageProps) {
  return (
    <RequireAuth currentPath={currentPath}>
      <ChangePasswordContent onDone={onDone} />
    </RequireAuth>
  );
}

function ChangePasswordContent({ onDone }: { onDone: () => void }) {
  const t = useT();
  const credentials = useLocalCredentials();
  const [changed, setChanged] = useState(false);
  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('account.changePassword.title')}
          </Title>
          {credentials.owner === 'loading' ? (
            <Center py="md">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : credentials.owner === 'external' ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('changePasswordPage.federatedSsoWarning')}
            </Alert>
          ) : credentials.owner === 'impersonating' ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('account.profile.impersonating')}
            </Alert>
          ) : (
            <ChangePasswordForm onChanged={() => setChanged(true)} />
          )}
        </Stack>
      </Paper>
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={changed} onClose={onDone} title={t('account.changePassword.successTitle')} centered>
        <Stack>
          <PasswordChangedText />
          <Group justify="flex-end">
            <Button onClick={onDone}>{t('common.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
