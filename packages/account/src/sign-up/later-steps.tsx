// Sign-up after the user-info step: the address, the company look-up and choice, the custom fields, the account
// and the outcome pages. Loaded while the user fills in the first step (decision 087), with the steps it shows.
import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ApiError, callApi, ErrorAlert, isErrorBody, useT, fetchClientConfigs, fetchCustomFieldDefinitions } from '@lingua/core';
import { calls, emailDomain } from '@lingua/contract';
import type { Address, ClientConfig, CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import { useCreateUserAccount } from '../api/create-user-account.ts';
import type { CustomFieldFormValues } from '../custom-fields/custom-field-rules.ts';
import { AddressStep, emptyAddress } from './address-step.tsx';
import type { AddressValues } from './address-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { CustomFieldsStep } from './custom-fields-step.tsx';
import { decodeClientIdParam, failureOfError, resolveCompany } from './resolve-company.ts';
import type { SignUpFailure } from './resolve-company.ts';
import { AccountCreatedPage, SignUpFailurePage } from './sign-up-outcome.tsx';
import type { UserInfo } from './user-info-rules.ts';
import '../texts/account-texts.ts';

/** What sign-up keeps of the later steps when the user goes back to the first one. */
export interface KeptEntries {
  addressValues: AddressValues;
  chosenClientId?: string;
  customValues?: CustomFieldFormValues;
}

type Phase =
  | { name: 'address' }
  | { name: 'lookup' }
  | { name: 'company'; configs: ClientConfig[] }
  | { name: 'customFields'; config: ClientConfig; definitions: CustomFieldDefinition[] }
  | { name: 'creating'; config: ClientConfig; customFieldValues: CustomFieldValue[] }
  | { name: 'created' }
  | { name: 'failure'; failure: SignUpFailure };

/** The stepper's active step in each phase; null: the outcome pages show no stepper. */
const STEP_OF: Record<Phase['name'], number | null> = {
  address: 1,
  lookup: 1,
  company: 2,
  customFields: 3,
  creating: 3,
  created: null,
  failure: null,
};

/** Props of LaterSteps. */
export interface LaterStepsProps {
  /** The valid values of the first step. */
  userInfo: UserInfo;
  /** The link's client id as it appears in /signUp/:clientId/:token (base64, URL-encoded). */
  clientIdParam?: string;
  /** The link's sign-up token. */
  token?: string;
  /** Entries kept from an earlier visit, if any. */
  kept: KeptEntries | null;
  /** Shows the stepper at this step, or hides it (null). */
  onStep: (step: number | null) => void;
  /** Back to the first step, keeping the entries. */
  onBack: (kept: KeptEntries) => void;
  /** Resets sign-up. */
  onReset: () => void;
  /** Called once the account exists. */
  onSignedUp?: (detail: { email: string; clientId: string }) => void;
  /** Sign in from the account-created page. */
  onSignIn: () => void;
}

/**
 * Sign-up from the address on (spec 2 §4): address → company look-up by e-mail domain (with the link's clientId
 * and token) → company selection when several match → the company's USER custom fields → the account is created
 * (role CLIENT_EMPLOYEE) → the user confirms by the e-mailed link.
 */
export function LaterSteps({ userInfo, clientIdParam, token, kept, onStep, onBack, onReset, onSignedUp, onSignIn }: LaterStepsProps) {
  const t = useT();
  const [phase, setPhaseOnly] = useState<Phase>({ name: 'address' });
  const [addressValues, setAddressValues] = useState<AddressValues>(kept?.addressValues ?? emptyAddress);
  const [address, setAddress] = useState<Address | null>(null);
  const [chosenClientId, setChosenClientId] = useState<string | undefined>(kept?.chosenClientId);
  const [customValues, setCustomValues] = useState<CustomFieldFormValues | undefined>(kept?.customValues);
  const [failure, setFailure] = useState<unknown>(null);
  const create = useCreateUserAccount();
  // The stepper belongs to the shell (it shows on the first step too); it moves in the same render as the phase.
  const setPhase = (next: Phase) => {
    setPhaseOnly(next);
    onStep(STEP_OF[next.name]);
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
      // Spec 2 §4 step 3: a link token that is not the company's gives invalid token here, at the company
      // look-up, not after the custom fields. The server compares it (tokens never reach the browser).
      if (token) await callApi(calls.getClientConfig, { params: { clientId: config.clientId }, query: { signUpToken: token } });
      const definitions = await fetchCustomFieldDefinitions(config.clientId, 'USER');
      if (definitions.length > 0) {
        setPhase({ name: 'customFields', config, definitions });
      } else {
        setPhase({ name: 'creating', config, customFieldValues: [] });
        await createAccount(config, [], addr);
      }
    } catch (error) {
      const known = error instanceof ApiError && isErrorBody(error.body) ? failureOfError(error.body.errorCode) : null;
      if (known) {
        setPhase({ name: 'failure', failure: known });
        return;
      }
      setFailure(error);
      setPhase({ name: 'address' });
    }
  };

  const lookUp = async (addr: Address) => {
    setFailure(null);
    setPhase({ name: 'lookup' });
    try {
      const configs = await fetchClientConfigs({ emailDomain: emailDomain(userInfo.email) });
      const resolution = resolveCompany(configs, { clientId: decodeClientIdParam(clientIdParam), token });
      if (resolution.kind === 'failure') setPhase({ name: 'failure', failure: resolution.failure });
      else if (resolution.kind === 'choose') setPhase({ name: 'company', configs: resolution.configs });
      else await proceedWith(resolution.config, addr);
    } catch (error) {
      setFailure(error);
      setPhase({ name: 'address' });
    }
  };

  return (
    <>
      {phase.name === 'address' ? (
        <>
          {failure ? <ErrorAlert error={failure} /> : null}
          <AddressStep
            initial={addressValues}
            onCancel={onReset}
            onBack={(values) => onBack({ addressValues: values, chosenClientId, customValues })}
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
          onCancel={onReset}
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
          onCancel={onReset}
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
                <Button variant="default" onClick={onReset}>
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
      {phase.name === 'created' ? <AccountCreatedPage email={userInfo.email} onSignIn={onSignIn} /> : null}
      {phase.name === 'failure' ? <SignUpFailurePage failure={phase.failure} email={userInfo.email} onStartOver={onReset} /> : null}
    </>
  );
}
