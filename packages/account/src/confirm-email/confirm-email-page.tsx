import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ApiError, isErrorBody, signIn, useT } from '@lingua/core';
import { useConfirmEmail } from '../api/confirm-email.ts';
import '../texts/account-texts.ts';

export interface ConfirmEmailPageProps {
  /** The page's query string (`?email=…&verificationCode=…`); default window.location.search. */
  search?: string;
  /** Sign in from the success message; default core's signIn(). */
  onSignIn?: () => void;
}

/** Spec 3 §8: the server's error message, else common.unexpectedError. */
function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && isErrorBody(error.body) ? error.body.message : fallback;
}

function FailedAlert({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={t('account.confirmEmail.failedTitle')} role="alert">
      {message}
    </Alert>
  );
}

/** The link's address and code, confirmed once per page; the outcome of that one call. */
function useEmailConfirmation(search: string | undefined) {
  const params = new URLSearchParams(search ?? window.location.search);
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('verificationCode')?.trim() ?? '';
  const valid = email !== '' && code !== '';
  const confirm = useConfirmEmail();
  const { trigger } = confirm;
  const [outcome, setOutcome] = useState<{ done: true } | { error: unknown } | null>(null);
  // The link is confirmed once per page: StrictMode's second effect run must not post it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${email}\n${code}`;
    if (!valid || sent.current === key) return;
    sent.current = key;
    trigger({ email, code }).then(
      () => setOutcome({ done: true }),
      (error: unknown) => setOutcome({ error }),
    );
  }, [valid, email, code, trigger]);
  return { email, valid, outcome };
}

/**
 * /confirmEmail (spec 3 §2.5): confirms the address of the sign-up link's `email` and `verificationCode` and
 * offers sign-in; missing parameters give the invalid-URL message.
 */
export function ConfirmEmailPage({ search, onSignIn }: ConfirmEmailPageProps) {
  const t = useT();
  const { email, valid, outcome } = useEmailConfirmation(search);
  const signInNow = onSignIn ?? (() => void signIn());
  let body;
  if (!valid) {
    body = <FailedAlert message={t('account.confirmEmail.invalidUrl')} />;
  } else if (!outcome) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('account.confirmEmail.confirming')}</Text>
      </Group>
    );
  } else if ('error' in outcome) {
    body = <FailedAlert message={serverMessage(outcome.error, t('common.unexpectedError'))} />;
  } else {
    body = (
      <Stack align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" radius="xl" size="lg" aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('account.confirmEmail.successTitle')}</Text>
            <Text size="sm">{t('account.confirmEmail.successMessage', { email })}</Text>
          </div>
        </Group>
        <Button onClick={signInNow}>{t('account.confirmEmail.signIn')}</Button>
      </Stack>
    );
  }
  return (
    <Container size={520} py="xl">
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack>
          <Title order={1} size="h2">
            {t('account.confirmEmail.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
