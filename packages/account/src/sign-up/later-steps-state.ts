// Sign-up's later steps as pure state (spec 2 §4): the phase the flow is in, the stepper's step for each, and the
// failure pages an answer of the server leads to.
import { ApiError, isErrorBody } from '@lingua/core';
import type { ClientConfig, CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import type { CustomFieldFormValues } from '../custom-fields/custom-field-rules.ts';
import type { AddressValues } from './address-step.tsx';
import { failureOfError, type SignUpFailure } from './resolve-company.ts';
import type { UserInfo } from './user-info-rules.ts';

/** What sign-up keeps of the later steps when the user goes back to the first one. */
export interface KeptEntries {
  addressValues: AddressValues;
  chosenClientId?: string;
  customValues?: CustomFieldFormValues;
}

/** Props of LaterSteps, which its hook reads too. */
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

export type Phase =
  | { name: 'address' }
  | { name: 'lookup' }
  | { name: 'company'; configs: ClientConfig[] }
  | { name: 'customFields'; config: ClientConfig; definitions: CustomFieldDefinition[] }
  | { name: 'creating'; config: ClientConfig; customFieldValues: CustomFieldValue[] }
  | { name: 'created' }
  | { name: 'failure'; failure: SignUpFailure };

/** The stepper's active step in each phase; null: the outcome pages show no stepper. */
export const STEP_OF: Record<Phase['name'], number | null> = {
  address: 1,
  lookup: 1,
  company: 2,
  customFields: 3,
  creating: 3,
  created: null,
  failure: null,
};

/** The failure page an error leads to (an invalid link, a company that takes no sign-ups ...), or null. */
export function failurePhase(error: unknown): Phase | null {
  const failure = error instanceof ApiError && isErrorBody(error.body) ? failureOfError(error.body.errorCode) : null;
  return failure ? { name: 'failure', failure } : null;
}
