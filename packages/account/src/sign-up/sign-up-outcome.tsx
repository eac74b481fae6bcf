import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingOff, IconMailForward } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import type { SignUpFailure } from './resolve-company.ts';
import '../texts/account-texts.ts';

const FAILURE_TEXTS = {
  companyNotFound: { title: 'account.signUp.companyNotFoundTitle', message: 'account.signUp.companyNotFoundMessage', Icon: IconBuildingOff },
  invalidClientId: { title: 'account.signUp.invalidClientIdTitle', message: 'account.signUp.invalidClientIdMessage', Icon: IconAlertTriangle },
  invalidToken: { title: 'account.signUp.invalidTokenTitle', message: 'account.signUp.invalidTokenMessage', Icon: IconAlertTriangle },
} as const;

export interface SignUpFailurePageProps {
  /** Which error page (spec 2 §2). */
  failure: SignUpFailure;
  /** The e-mail the look-up used. */
  email: string;
  /** Starts over (Cancel resets everything). */
  onStartOver: () => void;
}

/** The sign-up error pages: company not found, invalid client id, invalid token (spec 2 §2, §8). */
export function SignUpFailurePage({ failure, email, onStartOver }: SignUpFailurePageProps) {
  const t = useT();
  const { title, message, Icon } = FAILURE_TEXTS[failure];
  return (
    <Stack align="center" gap="md" py="md" ta="center" role="alert" aria-live="polite">
      <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
        <Icon size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(title)}
      </Title>
      <Text maw={440}>{t(message, { email })}</Text>
      <Button variant="light" onClick={onStartOver}>
        {t('account.signUp.startOver')}
      </Button>
    </Stack>
  );
}

export interface AccountCreatedPageProps {
  /** The new account's e-mail. */
  email: string;
  /** Sign in. */
  onSignIn: () => void;
}

/** The account-created page: confirm by the e-mailed link, then sign in (spec 2 §4 step 6, spec 3 §2.5). */
export function AccountCreatedPage({ email, onSignIn }: AccountCreatedPageProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py="md" ta="center">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconMailForward size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('account.signUp.createdTitle')}
      </Title>
      <Text maw={460}>{t('account.signUp.createdMessage', { email })}</Text>
      <Center>
        <Group>
          <Button onClick={onSignIn}>{t('account.signUp.signIn')}</Button>
        </Group>
      </Center>
    </Stack>
  );
}
