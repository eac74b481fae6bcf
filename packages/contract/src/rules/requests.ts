// Request rules the form shows and the server enforces (spec 2 §4, §5), so the form never offers what is refused.
import type { CreatableRequestType, SubmitMode } from '../enums.ts';
import { emailDomain } from './email.ts';

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

/** Spec 2 §5: an empty list allows no domain; a request without a company has no list to check. */
export function isEmailDomainAllowed(email: string, client: RequestRulesClient | null | undefined): boolean {
  if (!client || client.createProjectSettings?.skipEmailDomainValidation) return true;
  // A view hiding the list (a visitor's) is decided by the server, which always reads the stored list.
  if (client.allowedEmailDomains === undefined) return true;
  return (client.allowedEmailDomains ?? []).some((d) => d.trim().toLowerCase() === emailDomain(email));
}

export interface TypedFieldValue {
  fieldName: string;
  value: string;
  type: string;
}

export interface StandardFieldInput {
  projectName?: string | null | undefined;
  sourceLanguageId?: string | null | undefined;
  targetLanguageIds?: readonly string[] | null | undefined;
  notes?: string | null | undefined;
  xtrfServiceId?: string | number | null | undefined;
}

/** Spec 2 §4 conditions on standard fields, under both form and payload names (decision 102). */
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

/** Spec 2 §4: a condition matches its field's value, or one of a multi-select's chosen values. */
export function submissionConditionMet(
  conditions: ReadonlyArray<{ fieldName: string; value: string }> | null | undefined,
  fields: readonly TypedFieldValue[],
): boolean {
  return (conditions ?? []).some((c) =>
    fields.some((f) => f.fieldName === c.fieldName && (f.type === 'SELECT_MANY_LIST' ? f.value.split('|').includes(c.value) : f.value === c.value)),
  );
}

/** Spec 2 §4 "Submit buttons by projectSubmissionMode"; a request without a company gets the estimate only. */
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

export function typedFieldValues(
  values: ReadonlyArray<{ fieldName: string; value: string }>,
  defs: ReadonlyArray<{ name: string; type: string }>,
): TypedFieldValue[] {
  return values.map((v) => ({ ...v, type: defs.find((d) => d.name === v.fieldName)?.type ?? '' }));
}
