// Rules of quote and project requests that the form shows and the server enforces (spec 2 §4 and §5): whether a
// contact e-mail is allowed for a company, and which request types a company accepts. One function each, so the
// form never offers what the server then refuses.
import type { CreatableRequestType, SubmitMode } from '../enums.ts';
import { emailDomain } from './email.ts';

/** What the rules read of a client configuration (the contract's ClientConfig and a stored row both fit). */
export interface RequestRulesClient {
  allowedEmailDomains?: readonly string[] | null | undefined;
  projectSubmissionMode?: SubmitMode | null | undefined;
  createProjectSettings?:
    | {
        skipEmailDomainValidation?: boolean | null | undefined;
        submissionModeConditions?: ReadonlyArray<{ fieldName: string; value: string }> | null | undefined;
      }
    | null
    | undefined;
}

// Spec 2 §5 and §8 "e-mail not allowed"; the wording is ours. The browser's catalogue shows this text too.
export const EMAIL_NOT_ALLOWED_MESSAGE = 'This e-mail address is not allowed for this company.';

/**
 * Spec 2 §5: the contact e-mail's domain must be in allowedEmailDomains unless skipEmailDomainValidation is set.
 * An empty list allows no domain. A request without a company (a plain visitor) has no list to check.
 */
export function isEmailDomainAllowed(email: string, client: RequestRulesClient | null | undefined): boolean {
  if (!client || client.createProjectSettings?.skipEmailDomainValidation) return true;
  // A config view that does not disclose the list (a visitor's public view, found by this very e-mail domain)
  // cannot be checked in the browser; the server always reads the stored list (an array) and decides.
  if (client.allowedEmailDomains === undefined) return true;
  return (client.allowedEmailDomains ?? []).some((d) => d.trim().toLowerCase() === emailDomain(email));
}

/** A custom field's value as sent, with its definition's type. */
export interface TypedFieldValue {
  fieldName: string;
  value: string;
  type: string;
}

/** The standard fields of a request that submission-mode conditions may name, as the form and the server know them. */
export interface StandardFieldInput {
  projectName?: string | null | undefined;
  sourceLanguageId?: string | null | undefined;
  targetLanguageIds?: readonly string[] | null | undefined;
  notes?: string | null | undefined;
  xtrfServiceId?: string | number | null | undefined;
}

/**
 * Spec 2 §4 "when any submissionModeConditions entry matches a form field value": the standard fields as field
 * values, each under the form's name (spec 2 §3 "Form state") and the payload's. Languages are compared by id;
 * the target languages like a multi-select, by one of the chosen ones. Empty fields match nothing. Decision 102.
 */
export function standardFieldValues(input: StandardFieldInput): TypedFieldValue[] {
  const out: TypedFieldValue[] = [];
  const add = (names: readonly string[], value: string | null | undefined, type = 'STANDARD') => {
    if (!value) return;
    for (const fieldName of names) out.push({ fieldName, value, type });
  };
  add(['projectName', 'name'], input.projectName?.trim());
  add(['sourceLanguage', 'sourceLanguageId'], input.sourceLanguageId);
  add(['targetLanguages', 'targetLanguageIds'], (input.targetLanguageIds ?? []).join('|'), 'SELECT_MANY_LIST');
  add(['notes'], input.notes?.trim());
  add(['xtrfServiceId'], input.xtrfServiceId === null || input.xtrfServiceId === undefined ? '' : String(input.xtrfServiceId));
  return out;
}

/**
 * Spec 2 §4: a submissionModeConditions entry matches when the field it names has its value — for a
 * SELECT_MANY_LIST, when that value is one of the chosen ones. Custom fields and the standard fields
 * (standardFieldValues) alike: the form and the server both pass both.
 */
export function submissionConditionMet(
  conditions: ReadonlyArray<{ fieldName: string; value: string }> | null | undefined,
  fields: readonly TypedFieldValue[],
): boolean {
  return (conditions ?? []).some((c) =>
    fields.some((f) => f.fieldName === c.fieldName && (f.type === 'SELECT_MANY_LIST' ? f.value.split('|').includes(c.value) : f.value === c.value)),
  );
}

/**
 * Spec 2 §4 "Submit buttons by projectSubmissionMode": the request types a company accepts. BOTH or unset: both;
 * the EXCEPT modes add the other type when a condition matches. A request without a company (a visitor whose
 * domain matched none) gets the estimate only: "an estimate button, and a translation button when translation
 * is allowed" — and only a company allows it.
 */
export function offeredRequestTypes(client: RequestRulesClient | null | undefined, fields: readonly TypedFieldValue[]): CreatableRequestType[] {
  if (!client) return ['QUOTE_REQUEST'];
  const met = () => submissionConditionMet(client.createProjectSettings?.submissionModeConditions, fields);
  switch (client.projectSubmissionMode) {
    case 'SUBMIT_FOR_ESTIMATION':
      return ['QUOTE_REQUEST'];
    case 'SUBMIT_FOR_TRANSLATION':
      return ['TRANSLATION_REQUEST'];
    case 'SUBMIT_FOR_ESTIMATION_EXCEPT':
      return met() ? ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'] : ['QUOTE_REQUEST'];
    case 'SUBMIT_FOR_TRANSLATION_EXCEPT':
      return met() ? ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'] : ['TRANSLATION_REQUEST'];
    default:
      return ['QUOTE_REQUEST', 'TRANSLATION_REQUEST'];
  }
}

/** Pairs sent custom field values with their definitions' types, for the conditions above. */
export function typedFieldValues(
  values: ReadonlyArray<{ fieldName: string; value: string }>,
  defs: ReadonlyArray<{ name: string; type: string }>,
): TypedFieldValue[] {
  return values.map((v) => ({ ...v, type: defs.find((d) => d.name === v.fieldName)?.type ?? '' }));
}
