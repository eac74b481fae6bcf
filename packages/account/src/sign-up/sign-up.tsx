import { Fragment, useEffect, useState } from 'react';
import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { lazyPart, signIn, useT } from '@lingua/core';
import type { KeptEntries } from './later-steps-state.ts';
import { SIGN_UP_STEPS, STEP_ICON_SIZE } from './steps.ts';
import { emptyUserInfo } from './user-info-rules.ts';
import type { UserInfo } from './user-info-rules.ts';
import { UserInfoStep } from './user-info-step.tsx';
import '../texts/sign-up-texts.ts';

// The first screen has no form library; the later steps load while the user fills it in (decisions 081, 087).
const LaterSteps = lazyPart(() => import('./later-steps.tsx').then((m) => m.LaterSteps));
// The stepper too (nothing on it is for the user to act on), with a placeholder until it is there.
const SignUpStepper = lazyPart(() => import('./sign-up-stepper.tsx').then((m) => m.SignUpStepper), <StepperPlaceholder />);

/** The stepper's space laid out as Mantine's, unseen, so the form does not move when the stepper arrives. */
function StepperPlaceholder() {
  const t = useT();
  return (
    <Box aria-hidden style={{ visibility: 'hidden', display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: 'var(--mantine-spacing-md)' }}>
      {SIGN_UP_STEPS.map((step, index) => (
        <Fragment key={step}>
          {index > 0 ? <Box flex={1} mx="md" /> : null}
          <Box style={{ display: 'flex', alignItems: 'center' }}>
            <Box w={STEP_ICON_SIZE} h={STEP_ICON_SIZE} />
            <Text component="span" ms="sm" fz="xs" lh={1} style={{ fontWeight: 'var(--mantine-font-weight-medium)' }}>
              {t(`account.signUp.steps.${step}`)}
            </Text>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

export interface SignUpProps {
  /** The link's client id as it appears in /signUp/:clientId/:token (base64, URL-encoded). */
  clientId?: string;
  token?: string;
  /** Where the Privacy Policy lives; default /privacy. */
  privacyHref?: string;
  /** Called once the account exists (the element fires `lingua-signed-up`). */
  onSignedUp?: (detail: { email: string; clientId: string }) => void;
  onSignIn?: () => void;
}

/** Sign-up (spec 2 §2, §4): user info, address, company look-up and choice, custom fields, the account, confirmation. */
export function SignUp({ clientId: rawClientId, token, privacyHref, onSignedUp, onSignIn }: SignUpProps) {
  const t = useT();
  const [step, setStep] = useState<number | null>(0);
  const [userInfo, setUserInfo] = useState<UserInfo>(emptyUserInfo);
  // What the later steps keep while the user is back on the first (null: nothing yet).
  const [kept, setKept] = useState<KeptEntries | null>(null);
  const [resetCount, setResetCount] = useState(0);
  useEffect(() => {
    SignUpStepper.preload();
    LaterSteps.preload();
  }, []);

  const reset = () => {
    setStep(0);
    setUserInfo(emptyUserInfo);
    setKept(null);
    setResetCount((n) => n + 1);
  };

  return (
    <Container size={680} py="xl">
      <Paper part="form" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('account.signUp.title')}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>{t('account.signUp.subtitle')}</Text>
          </div>
          {step !== null ? <SignUpStepper active={step} /> : null}
          {step === 0 ? (
            <UserInfoStep
              key={`user-${resetCount}`}
              initial={userInfo}
              privacyHref={privacyHref}
              onCancel={reset}
              onNext={(values) => {
                setUserInfo(values);
                setStep(1);
              }}
            />
          ) : (
            <LaterSteps
              key={`later-${resetCount}`}
              userInfo={userInfo}
              clientIdParam={rawClientId}
              token={token}
              kept={kept}
              onStep={setStep}
              onBack={(entries) => {
                setKept(entries);
                setStep(0);
              }}
              onReset={reset}
              onSignedUp={onSignedUp}
              onSignIn={onSignIn ?? (() => void signIn())}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
