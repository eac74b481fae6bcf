// Under the code: a code being sent, a new code sent, or the hint; then a failed send or check.
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useT } from '../i18n/i18n.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import type { EmailVerificationModel } from './use-email-verification-dialog.ts';

export function VerificationStatus({ model }: { model: EmailVerificationModel }) {
  const t = useT();
  const { send, validate } = model;
  return (
    <>
      {send.isMutating ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('emailVerificationDialog.sending')}
          </Text>
        </Group>
      ) : model.state.resent ? (
        <Alert color="teal" variant="light" role="status">
          {t('emailVerificationDialog.resent')}
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          {t('emailVerificationDialog.hint')}
        </Text>
      )}
      {send.error ? <ErrorAlert error={send.error} /> : null}
      {validate.error ? <ErrorAlert error={validate.error} /> : null}
    </>
  );
}
