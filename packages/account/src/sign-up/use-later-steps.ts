// Sign-up's later steps' conversation with the server: the company look-up by e-mail domain (with the link's
// clientId and token), the company's USER custom fields, and the account's creation, over later-steps-state.ts.
import { useState } from 'react';
import { callApi, fetchClientConfigs, fetchCustomFieldDefinitions } from '@lingua/core';
import { calls, emailDomain } from '@lingua/contract';
import type { Address, ClientConfig, CustomFieldValue } from '@lingua/contract';
import { useCreateUserAccount } from '../api/create-user-account.ts';
import type { CustomFieldFormValues } from '../custom-fields/custom-field-rules.ts';
import { emptyAddress, type AddressValues } from './address-step.tsx';
import { failurePhase, STEP_OF, type LaterStepsProps, type Phase } from './later-steps-state.ts';
import { decodeClientIdParam, resolveCompany } from './resolve-company.ts';

/** The account, created once the company and its custom fields are known; a known refusal is a failure page. */
function useAccountCreation({ userInfo, token, onSignedUp }: LaterStepsProps, setPhase: (p: Phase) => void, setFailure: (e: unknown) => void) {
  const create = useCreateUserAccount();
  const createAccount = async (config: ClientConfig, customFieldValues: CustomFieldValue[], address: Address | null) => {
    if (!address) return;
    setFailure(null);
    try {
      const names = { firstName: userInfo.firstName.trim(), lastName: userInfo.lastName.trim() };
      // The server checks the link's token (tokens never reach the browser).
      await create.trigger({ clientId: config.clientId, email: userInfo.email, ...names, password: userInfo.password, role: 'CLIENT_EMPLOYEE', address, customFieldValues, ...(token ? { signUpToken: token } : {}) });
      setPhase({ name: 'created' });
      onSignedUp?.({ email: userInfo.email, clientId: config.clientId });
    } catch (error) {
      const failed = failurePhase(error);
      if (failed) setPhase(failed);
      else setFailure(error);
    }
  };
  return { createAccount, creating: create.isMutating };
}

export function useLaterSteps(props: LaterStepsProps) {
  const { userInfo, clientIdParam, token, kept, onStep } = props;
  const [phase, setPhaseOnly] = useState<Phase>({ name: 'address' });
  const [addressValues, setAddressValues] = useState<AddressValues>(kept?.addressValues ?? emptyAddress);
  const [address, setAddress] = useState<Address | null>(null);
  const [chosenClientId, setChosenClientId] = useState<string | undefined>(kept?.chosenClientId);
  const [customValues, setCustomValues] = useState<CustomFieldFormValues | undefined>(kept?.customValues);
  const [failure, setFailure] = useState<unknown>(null);
  // The stepper belongs to the shell (it shows on the first step too); it moves in the same render as the phase.
  const setPhase = (next: Phase) => {
    setPhaseOnly(next);
    onStep(STEP_OF[next.name]);
  };
  const { createAccount, creating } = useAccountCreation(props, setPhase, setFailure);
  const fail = (error: unknown) => {
    const failed = failurePhase(error);
    if (failed) return setPhase(failed);
    setFailure(error);
    setPhase({ name: 'address' });
  };
  const proceedWith = async (config: ClientConfig, addr: Address | null = address) => {
    setChosenClientId(config.clientId);
    setPhase({ name: 'lookup' });
    try {
      // Spec 2 §4 step 3: a link token that is not the company's gives invalid token here, at the company
      // look-up, not after the custom fields. The server compares it (tokens never reach the browser).
      if (token) await callApi(calls.getClientConfig, { params: { clientId: config.clientId }, query: { signUpToken: token } });
      const definitions = await fetchCustomFieldDefinitions(config.clientId, 'USER');
      if (definitions.length > 0) return setPhase({ name: 'customFields', config, definitions });
      setPhase({ name: 'creating', config, customFieldValues: [] });
      await createAccount(config, [], addr);
    } catch (error) {
      fail(error);
    }
  };
  const lookUp = async (values: AddressValues, addr: Address) => {
    setAddressValues(values);
    setAddress(addr);
    setFailure(null);
    setPhase({ name: 'lookup' });
    try {
      const resolution = resolveCompany(await fetchClientConfigs({ emailDomain: emailDomain(userInfo.email) }), { clientId: decodeClientIdParam(clientIdParam), token });
      if (resolution.kind === 'failure') setPhase({ name: 'failure', failure: resolution.failure });
      else if (resolution.kind === 'choose') setPhase({ name: 'company', configs: resolution.configs });
      else await proceedWith(resolution.config, addr);
    } catch (error) {
      setFailure(error);
      setPhase({ name: 'address' });
    }
  };
  return { phase, setPhase, addressValues, chosenClientId, customValues, setCustomValues, failure, setFailure, creating, lookUp, proceedWith, createAccount: (config: ClientConfig, values: CustomFieldValue[]) => createAccount(config, values, address) };
}

export type LaterStepsModel = ReturnType<typeof useLaterSteps>;
