// Custom field values of sign-up (spec 2 §3, §5): visibility, the yup rules of each of the eight input types, and
// the values sent to the server (SELECT_MANY_LIST joined by |, DATE as MM/DD/YYYY, PERSON_INFO as JSON).
import { t } from '@lingua/core';
import type { CustomFieldDefinition, CustomFieldValue } from '@lingua/contract';
import * as yup from 'yup';
import '../texts/account-texts.ts';

/** The person of a PERSON_INFO field. */
export type PersonInfo = { firstName: string; lastName: string; email: string };

/** One field's form value: text, several choices, a checkbox or a person. */
export type CustomFieldFormValue = string | string[] | boolean | PersonInfo;

/** The custom field values of the form, keyed by field position (names may hold dots, which form paths split on). */
export type CustomFieldFormValues = Record<string, CustomFieldFormValue>;

/** The form key of the definition at `index`. */
export const fieldKey = (index: number) => `field${index}`;

// Spec 2 §3 "DATE (MM/DD/YYYY)".
const DATE_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
// Spec 1 §5 "E-mail format uses a standard pattern".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(value: string): boolean {
  const [m, d, y] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

function safeRegex(source: string | null | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    // A broken pattern in a client's configuration must not block sign-up.
    return null;
  }
}

/** The initial form value of a definition (its defaultValue, parsed for its type). */
export function initialValue(definition: CustomFieldDefinition): CustomFieldFormValue {
  const raw = definition.defaultValue ?? '';
  switch (definition.type) {
    case 'SELECT_MANY_LIST':
      return raw ? raw.split('|').filter(Boolean) : [];
    case 'CHECKBOX':
      return raw.toLowerCase() === 'true';
    case 'PERSON_INFO':
      try {
        const parsed = JSON.parse(raw) as Partial<PersonInfo>;
        return { firstName: parsed.firstName ?? '', lastName: parsed.lastName ?? '', email: parsed.email ?? '' };
      } catch {
        return { firstName: '', lastName: '', email: '' };
      }
    default:
      return raw;
  }
}

/** The initial form values of all definitions. */
export function initialValues(definitions: CustomFieldDefinition[]): CustomFieldFormValues {
  return Object.fromEntries(definitions.map((d, i) => [fieldKey(i), initialValue(d)]));
}

/** A value as the text the server stores and visibleIf compares with. */
export function valueText(definition: CustomFieldDefinition, value: CustomFieldFormValue | undefined): string {
  if (value === undefined) return '';
  if (definition.type === 'SELECT_MANY_LIST') return (value as string[]).join('|');
  if (definition.type === 'CHECKBOX') return String(value === true);
  if (definition.type === 'PERSON_INFO') return JSON.stringify(value);
  return String(value);
}

/** Spec 2 §5: a field shows when its visible flag is set, or when it equals the value of its first visibleIf condition. */
export function isVisible(definition: CustomFieldDefinition, definitions: CustomFieldDefinition[], values: CustomFieldFormValues): boolean {
  const condition = definition.visibleIf?.[0];
  if (definition.visible === true) return true;
  if (!condition) return definition.visible !== false;
  const index = definitions.findIndex((d) => d.name === condition.fieldName);
  if (index < 0) return false;
  const other = definitions[index] as CustomFieldDefinition;
  return valueText(other, values[fieldKey(index)]) === condition.value;
}

/** Whether the definitions hold a type this form cannot show. */
export function isKnownType(definition: CustomFieldDefinition): boolean {
  return ['INPUT_TEXT', 'LISTONLY', 'LIST', 'SELECT_MANY_LIST', 'DATE', 'TEXT_AREA', 'CHECKBOX', 'PERSON_INFO'].includes(definition.type);
}

function fieldSchema(definition: CustomFieldDefinition): yup.ObjectShape[string] {
  const required = definition.required === true;
  const regex = safeRegex(definition.validationRegex);
  const regexMessage = definition.validationMessage || t('common.validation.invalidFormat');
  switch (definition.type) {
    case 'SELECT_MANY_LIST': {
      // Spec 1 §5: a required multi-select means at least one choice.
      const list = yup.array(yup.string().required());
      return required ? list.min(1, t('common.validation.required')).required(t('common.validation.required')) : list;
    }
    case 'CHECKBOX':
      return required ? yup.boolean().oneOf([true], t('common.validation.required')) : yup.boolean();
    case 'PERSON_INFO': {
      // Spec 2 §5: first name, last name and a valid e-mail, each with its own message, plus the optional regex.
      let email = yup.string().trim().required(t('account.customFields.emailInvalid')).matches(EMAIL_PATTERN, t('account.customFields.emailInvalid'));
      if (regex) email = email.matches(regex, regexMessage);
      const person = yup.object({
        firstName: yup.string().trim().required(t('account.customFields.firstNameRequired')),
        lastName: yup.string().trim().required(t('account.customFields.lastNameRequired')),
        email,
      });
      if (required) return person;
      // An optional person may stay empty; once any part is typed, the whole person must be valid.
      return yup.lazy((value: Partial<PersonInfo> | undefined) =>
        !value || (!value.firstName?.trim() && !value.lastName?.trim() && !value.email?.trim()) ? yup.mixed() : person,
      );
    }
    default: {
      let text = yup.string().trim();
      if (required) text = text.required(t('common.validation.required'));
      if (definition.type === 'DATE') {
        text = text.test('date', t('common.validation.invalidFormat'), (v) => !v || (DATE_PATTERN.test(v) && isRealDate(v)));
      }
      if (regex) text = text.test('regex', regexMessage, (v) => !v || regex.test(v));
      return text;
    }
  }
}

/** The yup schema of the visible fields for the current values. */
export function customFieldsSchema(definitions: CustomFieldDefinition[], values: CustomFieldFormValues) {
  const shape: yup.ObjectShape = {};
  definitions.forEach((definition, index) => {
    if (isVisible(definition, definitions, values) && !definition.disabled) shape[fieldKey(index)] = fieldSchema(definition);
  });
  return yup.object(shape);
}

/** The values sent with the new account: the visible fields, each with its name and mapping. */
export function toCustomFieldValues(definitions: CustomFieldDefinition[], values: CustomFieldFormValues): CustomFieldValue[] {
  return definitions.flatMap((definition, index) => {
    if (!isVisible(definition, definitions, values)) return [];
    const value = values[fieldKey(index)];
    if (definition.type === 'PERSON_INFO') {
      const person = value as PersonInfo;
      if (!person.firstName && !person.lastName && !person.email) return [];
    }
    return [{ fieldName: definition.name, value: valueText(definition, value), mapping: definition.mapping ?? null }];
  });
}
