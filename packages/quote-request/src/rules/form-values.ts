// The create-project form state (spec 2 §3 "Form state") and its validation (spec 2 §5).
import {
  customFieldFormValue,
  customFieldLookup,
  customFieldPayload,
  customFieldText,
  DEFAULT_COUNTRY_ID,
  isCustomFieldVisible,
  isEmailDomainAllowed,
  offeredRequestTypes,
  standardFieldValues,
  TEXT_INPUT_MAX_LENGTH,
  typedFieldValues,
} from '@lingua/contract';
import type { ClientConfig, CreatableRequestType, CustomFieldDefinition, UploadLimits } from '@lingua/contract';
import { t } from '@lingua/core';
import * as yup from 'yup';
import { customFieldErrors } from './custom-fields.ts';
import type { CustomFieldFormValue } from './custom-fields.ts';
import { filesError } from './file-rules.ts';
import type { Audience } from './file-rules.ts';
import { isBlankLink, linkErrors } from './link-rules.ts';
import type { LinkRow } from './link-rules.ts';

export type InputMethod = 'files' | 'text' | 'links';
export const INPUT_METHODS: readonly InputMethod[] = ['files', 'text', 'links'];

// A type alias (not an interface) so that it is assignable to the resolver's Record<string, unknown>.
export type QuoteRequestValues = {
  projectName: string;
  sourceLanguageId: string | null;
  targetLanguageIds: string[];
  notes: string;
  xtrfServiceId: string | null;
  inputMethod: InputMethod;
  files: File[];
  textInput: string;
  includeReferenceFiles: boolean;
  referenceFiles: File[];
  fileLinks: LinkRow[];
  customFields: CustomFieldFormValue[];
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  province: string | null;
  zip: string;
  country: string | null;
  phone: string;
};

export function initialQuoteRequestValues(
  config: ClientConfig | null | undefined,
  defs: readonly CustomFieldDefinition[],
  contact: Partial<QuoteRequestValues> = {},
): QuoteRequestValues {
  const settings = config?.createProjectSettings;
  return {
    projectName: '',
    sourceLanguageId: settings?.defaultSourceLanguageId ?? null,
    targetLanguageIds: settings?.defaultTargetLanguageIds ?? [],
    notes: '',
    xtrfServiceId: null,
    inputMethod: 'files',
    files: [],
    textInput: '',
    includeReferenceFiles: false,
    referenceFiles: [],
    fileLinks: [{ url: '', name: '' }],
    customFields: defs.map((d) => customFieldFormValue(d, d.defaultValue)),
    email: '',
    firstName: '',
    lastName: '',
    companyName: config?.companyName ?? '',
    address1: '',
    address2: '',
    city: '',
    province: null,
    zip: '',
    country: String(DEFAULT_COUNTRY_ID),
    phone: '',
    ...contact,
  };
}

/** Looks a custom field's sent text up by name (visibleIf and spec 2 §4 submission-mode conditions). */
export function fieldValueOf(values: QuoteRequestValues, defs: readonly CustomFieldDefinition[]) {
  return customFieldLookup(defs, defs.map((d, i) => customFieldText(d, values.customFields[i])));
}

export function customFieldsOf(values: QuoteRequestValues, defs: readonly CustomFieldDefinition[]) {
  return customFieldPayload(defs, (i) => values.customFields[i]);
}

/** Spec 2 §4 submit buttons, by the contract's one rule (`offeredRequestTypes`), as the server decides. */
export function requestTypesOffered(values: QuoteRequestValues, config: ClientConfig | null | undefined, defs: readonly CustomFieldDefinition[]): CreatableRequestType[] {
  // Standard fields count as well as custom ones (spec 2 §4 "a form field value"), as on the server.
  const standard = standardFieldValues({
    projectName: values.projectName,
    sourceLanguageId: values.sourceLanguageId,
    targetLanguageIds: values.targetLanguageIds,
    notes: values.notes,
    xtrfServiceId: values.xtrfServiceId,
  });
  return offeredRequestTypes(config, [...typedFieldValues(customFieldsOf(values, defs), defs), ...standard]);
}

export interface ValidationContext {
  audience: Audience;
  clientConfig?: ClientConfig | null;
  customFieldDefinitions: readonly CustomFieldDefinition[];
  limits: UploadLimits;
}

/** The yup part: contact and languages (messages from the catalogue). */
function baseSchema(ctx: ValidationContext) {
  const required = t('common.validation.required');
  const withContact = ctx.audience !== 'signedIn';
  return yup.object({
    sourceLanguageId: yup.string().nullable().required(required),
    targetLanguageIds: yup
      .array(yup.string().required())
      .min(1, required)
      .test('no-source', t('createProject.validation.targetContainsSource'), function (targets) {
        const source = (this.parent as QuoteRequestValues).sourceLanguageId;
        return !source || !(targets ?? []).includes(source);
      }),
    textInput: yup.string().when('inputMethod', {
      is: 'text',
      then: (s) => s.trim().required(required).max(TEXT_INPUT_MAX_LENGTH, t('createProject.validation.textTooLong', { max: TEXT_INPUT_MAX_LENGTH.toLocaleString('en-US') })),
    }),
    ...(withContact
      ? {
          email: yup
            .string()
            .trim()
            .required(required)
            .email(t('common.validation.invalidEmail'))
            .test('allowed-domain', t('createProject.contact.emailNotAllowed'), (email) =>
              email ? isEmailDomainAllowed(email, ctx.clientConfig) : true,
            ),
          firstName: yup.string().trim().required(required),
          lastName: yup.string().trim().required(required),
        }
      : {}),
  });
}

export function validateQuoteRequest(values: QuoteRequestValues, ctx: ValidationContext): Record<string, string> {
  const errors: Record<string, string> = {};
  try {
    baseSchema(ctx).validateSync(values, { abortEarly: false });
  } catch (e) {
    if (e instanceof yup.ValidationError) for (const inner of e.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  if (values.inputMethod === 'files' && values.files.length === 0) errors.files = t('createProject.validation.filesRequired');
  Object.assign(errors, filesError(values, ctx.limits));
  if (values.inputMethod === 'links') {
    const filled = values.fileLinks.filter((l) => !isBlankLink(l));
    if (filled.length === 0) errors['fileLinks.0.url'] = t('createProject.validation.linksRequired');
    else Object.assign(errors, linkErrors(values.fileLinks));
  }
  const valueOf = fieldValueOf(values, ctx.customFieldDefinitions);
  ctx.customFieldDefinitions.forEach((def, i) => {
    if (isCustomFieldVisible(def, valueOf)) Object.assign(errors, customFieldErrors(def, values.customFields[i], i));
  });
  return errors;
}

/** Spec 2 §9: a default project name from the e-mail's local part, else "project", plus a timestamp. */
export function defaultProjectName(email: string | undefined, now: Date): string {
  const local = email?.split('@')[0]?.replace(/[^\p{L}\p{N}._-]/gu, '') || t('createProject.project.defaultName');
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${local}-${stamp}`;
}
