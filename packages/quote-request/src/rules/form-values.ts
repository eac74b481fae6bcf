// The create-project form state (spec 2 §3 "Form state") and its validation (spec 2 §5).
import { DEFAULT_COUNTRY_ID } from '@lingua/contract';
import type { ClientConfig, CustomFieldDefinition } from '@lingua/contract';
import { t } from '@lingua/core';
import * as yup from 'yup';
import { isEmailDomainAllowed } from './company-match.ts';
import { customFieldErrors, initialCustomFieldValue, isCustomFieldVisible, serializeCustomFieldValue } from './custom-fields.ts';
import type { CustomFieldFormValue } from './custom-fields.ts';
import { fileListError, REFERENCE_LIMITS } from './file-rules.ts';
import type { Audience, UploadLimits } from './file-rules.ts';
import { linkErrors } from './link-rules.ts';
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

/** Initial values; languages default from the client's createProjectSettings. */
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
    customFields: defs.map(initialCustomFieldValue),
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

/** Looks a form field up by name: a custom field's name, or a form property (spec 2 §4 conditions). */
export function fieldValueOf(values: QuoteRequestValues, defs: readonly CustomFieldDefinition[]) {
  return (fieldName: string): string | undefined => {
    const index = defs.findIndex((d) => d.name === fieldName);
    if (index >= 0) return serializeCustomFieldValue(defs[index]!, values.customFields[index]);
    const own = (values as Record<string, unknown>)[fieldName];
    return typeof own === 'string' ? own : undefined;
  };
}

/** What the validation needs besides the values. */
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
    textInput: yup.string().when('inputMethod', { is: 'text', then: (s) => s.trim().required(required) }),
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

/** Every error of the form keyed by path, for @mantine/form's validate. */
export function validateQuoteRequest(values: QuoteRequestValues, ctx: ValidationContext): Record<string, string> {
  const errors: Record<string, string> = {};
  try {
    baseSchema(ctx).validateSync(values, { abortEarly: false });
  } catch (e) {
    if (e instanceof yup.ValidationError) for (const inner of e.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
  }
  if (values.inputMethod === 'files') {
    const error = values.files.length === 0 ? t('createProject.validation.filesRequired') : fileListError(values.files, ctx.limits);
    if (error) errors.files = error;
  }
  if (values.inputMethod === 'links') {
    const filled = values.fileLinks.filter((l) => l.url.trim() || l.name.trim());
    if (filled.length === 0) errors['fileLinks.0.url'] = t('createProject.validation.linksRequired');
    else Object.assign(errors, linkErrors(values.fileLinks));
  }
  if (values.includeReferenceFiles && values.referenceFiles.length > 0) {
    const projectNames = values.inputMethod === 'files' ? values.files.map((f) => f.name) : [];
    const error = fileListError(values.referenceFiles, REFERENCE_LIMITS, projectNames);
    if (error) errors.referenceFiles = error;
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
