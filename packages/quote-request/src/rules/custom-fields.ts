// Custom fields of category PROJECT (spec 2 §3 and §5): initial values, visibility, validation and the
// string each type is sent as (SELECT_MANY_LIST joined by |, DATE MM/DD/YYYY, PERSON_INFO as JSON).
import { CUSTOM_FIELD_INPUT_TYPES } from '@lingua/contract';
import type { CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import { t } from '@lingua/core';

/** A PERSON_INFO value. */
export type PersonInfo = { firstName: string; lastName: string; email: string };

/** The form value of one custom field: text (most types, CHECKBOX 'true'/'false'), a list, or a person. */
export type CustomFieldFormValue = string | string[] | PersonInfo;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

export const isKnownType = (type: string): boolean => (CUSTOM_FIELD_INPUT_TYPES as readonly string[]).includes(type);

/** The initial value of a field from its defaultValue. */
export function initialCustomFieldValue(def: CustomFieldDefinition): CustomFieldFormValue {
  const fallback = def.defaultValue ?? '';
  switch (def.type) {
    case 'SELECT_MANY_LIST':
      return fallback ? fallback.split('|') : [];
    case 'CHECKBOX':
      return fallback === 'true' ? 'true' : 'false';
    case 'PERSON_INFO':
      try {
        const parsed = JSON.parse(fallback) as Partial<PersonInfo>;
        return { firstName: parsed.firstName ?? '', lastName: parsed.lastName ?? '', email: parsed.email ?? '' };
      } catch {
        return { firstName: '', lastName: '', email: '' };
      }
    default:
      return fallback;
  }
}

/** The value a field is sent as (and compared with visibleIf / submission-mode conditions). */
export function serializeCustomFieldValue(def: CustomFieldDefinition, value: CustomFieldFormValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('|');
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Spec 2 §5: visible by its flag, or when the first visibleIf condition's field has the condition's value. */
export function isCustomFieldVisible(
  def: CustomFieldDefinition,
  valueOf: (fieldName: string) => string | undefined,
): boolean {
  const condition = def.visibleIf?.[0];
  if (condition) return def.visible === true || valueOf(condition.fieldName) === condition.value;
  return def.visible !== false;
}

function regexError(def: CustomFieldDefinition, value: string): string | null {
  if (!def.validationRegex || value === '') return null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(def.validationRegex);
  } catch {
    return null; // A broken pattern in the client's configuration must not block every submission.
  }
  return pattern.test(value) ? null : def.validationMessage || t('common.validation.invalidFormat');
}

/** Errors of one visible field keyed by form path (`customFields.<i>` or `customFields.<i>.<part>`). */
export function customFieldErrors(def: CustomFieldDefinition, value: CustomFieldFormValue | undefined, index: number): Record<string, string> {
  const path = `customFields.${index}`;
  const required = t('common.validation.required');
  // An unknown type shows "Unknown custom field type" in place of its input and is neither validated nor sent.
  if (!isKnownType(def.type)) return {};
  if (def.type === 'PERSON_INFO') {
    const person = (value && typeof value === 'object' && !Array.isArray(value) ? value : { firstName: '', lastName: '', email: '' }) as PersonInfo;
    const empty = !person.firstName.trim() && !person.lastName.trim() && !person.email.trim();
    if (empty && !def.required) return {};
    const errors: Record<string, string> = {};
    if (!person.firstName.trim()) errors[`${path}.firstName`] = t('createProject.validation.personFirstName');
    if (!person.lastName.trim()) errors[`${path}.lastName`] = t('createProject.validation.personLastName');
    if (!EMAIL.test(person.email.trim())) errors[`${path}.email`] = t('createProject.validation.personEmail');
    else {
      const bad = regexError(def, person.email.trim());
      if (bad) errors[`${path}.email`] = bad;
    }
    return errors;
  }
  const text = serializeCustomFieldValue(def, value).trim();
  const isEmpty = def.type === 'CHECKBOX' ? text !== 'true' : text === '';
  if (isEmpty) return def.required ? { [path]: required } : {};
  if (def.type === 'DATE' && !DATE.test(text)) return { [path]: t('common.validation.invalidFormat') };
  const bad = def.type === 'CHECKBOX' ? null : regexError(def, text);
  return bad ? { [path]: bad } : {};
}

/** The custom field values to send: visible fields only, each with its mapping. */
export function customFieldPayload(
  defs: readonly CustomFieldDefinition[],
  values: readonly CustomFieldFormValue[],
  valueOf: (fieldName: string) => string | undefined,
): CustomFieldValue[] {
  return defs.flatMap((def, i) =>
    isCustomFieldVisible(def, valueOf) && isKnownType(def.type)
      ? [{ fieldName: def.name, mapping: def.mapping ?? null, value: serializeCustomFieldValue(def, values[i]) }]
      : [],
  );
}
