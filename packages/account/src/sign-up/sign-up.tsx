import { useEffect, useState } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { ApiError, ErrorAlert, isErrorBody, lazyPart, signIn, useT, fetchClientConfigs, fetchCustomFieldDefinitions } from '@lingua/core';
import { emailDomain } from '@lingua/contract';
import type { Address, ClientConfig, CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import { useCreateUserAccount } from '../api/create-user-account.ts';
import type { CustomFieldFormValues } from '../custom-fields/custom-field-rules.ts';
import { emptyAddress } from './address-values.ts';
import type { AddressValues } from './address-values.ts';
import { decodeClientIdParam, failureOfError, resolveCompany } from './resolve-company.ts';
import type { SignUpFailure } from './resolve-company.ts';
import { emptyUserInfo, UserInfoStep } from './user-info-step.tsx';
import type { UserInfo } from './user-info-step.tsx';
import '../texts/account-texts.ts';
import { AA_TEXT_COLORS } from '../a11y-colors.ts';

// The first screen is the user-info step; the later steps (country and province pickers, the company choice,
// the custom fields) and the outcome pages load while the user fills it in (decision 081).
const AddressStep = lazyPart(() => import('./address-step.tsx').then((m) => m.AddressStep));
const CompanyStep = lazyPart(() => import('./company-step.tsx').then((m) => m.CompanyStep));
const CustomFieldsStep = lazyPart(() => import('./custom-fields-step.tsx').then((m) => m.CustomFieldsStep));
const AccountCreatedPage = lazyPart(() => import('./sign-up-outcome.tsx').then((m) => m.AccountCreatedPage));
const SignUpFailurePage = lazyPart(() => import('./sign-up-outcome.tsx').then((m) => m.SignUpFailurePage));
const LATER_PARTS = [AddressStep, CompanyStep, CustomFieldsStep, AccountCreatedPage, SignUpFailurePage];

/** Props of SignUp. */
export interface SignUpProps {
  /** The link's client id as it appears in /signUp/:clientId/:token (base64, URL-encoded). */
  clientId?: string;
  /** The link's sign-up token. */
  token?: string;
  /** Where the Privacy Policy lives; default /privacy. */
  privacyHref?: string;
  /** Called once the account exists (the element fires `lingua-signed-up`). */
  onSignedUp?: (detail: { email: string; clientId: string }) => void;
  /** Sign in from the account-created page; default core's signIn(). */
  onSignIn?: () => void;
}

type Phase =
  | { name: 'userInfo' }
  | { name: 'address' }
  | { name: 'lookup' }
  | { name: 'company'; configs: ClientConfig[] }
  | { name: 'customFields'; config: ClientConfig; definitions: CustomFieldDefinition[] }
  | { name: 'creating'; config: ClientConfig; customFieldValues: CustomFieldValue[] }
  | { name: 'created' }
  | { name: 'failure'; failure: SignUpFailure };

const STEP_OF: Record<Phase['name'], number> = {
  userInfo: 0,
  address: 1,
  lookup: 1,
  company: 2,
  customFields: 3,
  creating: 3,
  created: 4,
  failure: 2,
};

/**
 * Sign-up (spec 2 §2, §4): user info → address → company look-up by e-mail domain (with the link's clientId and
 * token) → company selection when several match → the company's USER custom fields → the account is created
 * (role CLIENT_EMPLOYEE) → the user confirms by the e-mailed link. Cancel resets everything.
 */
export function SignUp({ clientId: rawClientId, token, privacyHref, onSignedUp, onSignIn }: SignUpProps) {
  const t = useT();
  const linkClientId = decodeClientIdParam(rawClientId);
  const [phase, setPhase] = useState<Phase>({ name: 'userInfo' });
  const [userInfo, setUserInfo] = useState<UserInfo>(emptyUserInfo);
  const [addressValues, setAddressValues] = useState<AddressValues>(emptyAddress);
  const [address, setAddress] = useState<Address | null>(null);
  const [chosenClientId, setChosenClientId] = useState<string | undefined>();
  const [customValues, setCustomValues] = useState<CustomFieldFormValues | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [resetCount, setResetCount] = useState(0);
  const create = useCreateUserAccount();
  useEffect(() => {
    for (const part of LATER_PARTS) part.preload();
  }, []);

  const reset = () => {
    setPhase({ name: 'userInfo' });
    setUserInfo(emptyUserInfo);
    setAddressValues(emptyAddress);
    setAddress(null);
    setChosenClientId(undefined);
    setCustomValues(undefined);
    setFailure(null);
    create.reset();
    // New keys remount the forms with blank values.
    setResetCount((n) => n + 1);
  };

  const createAccount = async (config: ClientConfig, customFieldValues: CustomFieldValue[], addr: Address | null = address) => {
    if (!addr) return;
    setFailure(null);
    try {
      await create.trigger({
        clientId: config.clientId,
        email: userInfo.email,
        firstName: userInfo.firstName.trim(),
        lastName: userInfo.lastName.trim(),
        password: userInfo.password,
        role: 'CLIENT_EMPLOYEE',
        address: addr,
        customFieldValues,
        // The server checks the link's token (tokens never reach the browser).
        ...(token ? { signUpToken: token } : {}),
      });
      setPhase({ name: 'created' });
      onSignedUp?.({ email: userInfo.email, clientId: config.clientId });
    } catch (error) {
      const known = error instanceof ApiError && isErrorBody(error.body) ? failureOfError(error.body.errorCode) : null;
      if (known) setPhase({ name: 'failure', failure: known });
      else setFailure(error);
    }
  };

  const proceedWith = async (config: ClientConfig, addr: Address | null = address) => {
    setChosenClientId(config.clientId);
    setPhase({ name: 'lookup' });
    try {
      const definitions = await fetchCustomFieldDefinitions(config.clientId, 'USER');
      if (definitions.length > 0) {
        setPhase({ name: 'customFields', config, definitions });
      } else {
        setPhase({ name: 'creating', config, customFieldValues: [] });
        await createAccount(config, [], addr);
      }
    } catch (error) {
      setFailure(error);
      setPhase({ name: 'address' });
    }
  };

  const lookUp = async (addr: Address) => {
    setFailure(null);
    setPhase({ name: 'lookup' });
    try {
      const configs = await fetchClientConfigs({ emailDomain: emailDomain(userInfo.email) });
      const resolution = resolveCompany(configs, { clientId: linkClientId, token });
      if (resolution.kind === 'failure') setPhase({ name: 'failure', failure: resolution.failure });
      else if (resolution.kind === 'choose') setPhase({ name: 'company', configs: resolution.configs });
      else await proceedWith(resolution.config, addr);
    } catch (error) {
      setFailure(error);
      setPhase({ name: 'address' });
    }
  };

  const signInNow = onSignIn ?? (() => void signIn());

  return (
    <Container size={680} py="xl" style={AA_TEXT_COLORS}>
      <Paper part="form" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('account.signUp.title')}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {t('account.signUp.subtitle')}
            </Text>
          </div>
          {phase.name !== 'failure' && phase.name !== 'created' ? (
            <Stepper active={STEP_OF[phase.name]} size="xs" iconSize={28} allowNextStepsSelect={false} aria-label={t('account.signUp.title')}>
              <Stepper.Step label={t('account.signUp.steps.userInfo')} />
              <Stepper.Step label={t('account.signUp.steps.address')} />
              <Stepper.Step label={t('account.signUp.steps.company')} />
              <Stepper.Step label={t('account.signUp.steps.customFields')} />
            </Stepper>
          ) : null}
          {phase.name === 'userInfo' ? (
            <UserInfoStep
              key={`user-${resetCount}`}
              initial={userInfo}
              privacyHref={privacyHref}
              onCancel={reset}
              onNext={(values) => {
                setUserInfo(values);
                setPhase({ name: 'address' });
              }}
            />
          ) : null}
          {phase.name === 'address' ? (
            <>
              {failure ? <ErrorAlert error={failure} /> : null}
              <AddressStep
                key={`address-${resetCount}`}
                initial={addressValues}
                onCancel={reset}
                onBack={(values) => {
                  setAddressValues(values);
                  setFailure(null);
                  setPhase({ name: 'userInfo' });
                }}
                onNext={(values, addr) => {
                  setAddressValues(values);
                  setAddress(addr);
                  void lookUp(addr);
                }}
              />
            </>
          ) : null}
          {phase.name === 'lookup' ? (
            <Group justify="center" py="xl" gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('account.signUp.lookingUp')}</Text>
            </Group>
          ) : null}
          {phase.name === 'company' ? (
            <CompanyStep
              configs={phase.configs}
              email={userInfo.email}
              initialClientId={chosenClientId}
              onCancel={reset}
              onBack={() => setPhase({ name: 'address' })}
              onNext={(config) => void proceedWith(config)}
            />
          ) : null}
          {phase.name === 'customFields' ? (
            <CustomFieldsStep
              definitions={phase.definitions}
              companyName={phase.config.companyName}
              initial={customValues}
              submitting={create.isMutating}
              failure={failure}
              onCancel={reset}
              onBack={(values) => {
                setCustomValues(values);
                setFailure(null);
                setPhase({ name: 'address' });
              }}
              onSubmit={(values, formValues) => {
                setCustomValues(formValues);
                void createAccount(phase.config, values);
              }}
            />
          ) : null}
          {phase.name === 'creating' ? (
            <Stack>
              {create.isMutating ? (
                <Group justify="center" py="xl" gap="sm" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{t('account.signUp.creating')}</Text>
                </Group>
              ) : null}
              {failure ? (
                <>
                  <ErrorAlert error={failure} />
                  <Group justify="space-between">
                    <Button variant="default" onClick={reset}>
                      {t('account.signUp.cancel')}
                    </Button>
                    <Group gap="sm">
                      <Button variant="default" onClick={() => setPhase({ name: 'address' })}>
                        {t('account.signUp.back')}
                      </Button>
                      <Button onClick={() => void createAccount(phase.config, phase.customFieldValues)}>{t('common.retry')}</Button>
                    </Group>
                  </Group>
                </>
              ) : null}
            </Stack>
          ) : null}
          {phase.name === 'created' ? <AccountCreatedPage email={userInfo.email} onSignIn={signInNow} /> : null}
          {phase.name === 'failure' ? <SignUpFailurePage failure={phase.failure} email={userInfo.email} onStartOver={reset} /> : null}
        </Stack>
      </Paper>
    </Container>
  );
}
