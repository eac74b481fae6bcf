// Sign-up's later steps as pure state (spec 2 §4).
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

export interface LaterStepsProps {
  userInfo: UserInfo;
  clientIdParam?: string;
  token?: string;
  kept: KeptEntries | null;
  /** Shows the stepper at this step, or hides it (null). */
  onStep: (step: number | null) => void;
  onBack: (kept: KeptEntries) => void;
  onReset: () => void;
  onSignedUp?: (detail: { email: string; clientId: string }) => void;
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
