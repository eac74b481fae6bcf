// Custom field values of sign-up (spec 2 §3, §5). The rules are the contract's (initial value, the text each
// type is sent as, visibility, per-type checks), the same the create-project form and the server run; this
// keys the sign-up form's values by field position and maps problems to its paths and the catalogue's texts.
import { t } from '@lingua/core';
import { customFieldFormValue, customFieldLookup, customFieldPayload, customFieldProblemMessage, customFieldProblems } from '@lingua/contract';
import { customFieldText, isCustomFieldVisible, isKnownCustomFieldType } from '@lingua/contract';
import type { CustomFieldDefinition, CustomFieldFormValue, CustomFieldProblemCode, CustomFieldValue } from '@lingua/contract';

export type { CustomFieldFormValue, PersonInfo } from '@lingua/contract';

/** The custom field values of the form, keyed by field position (names may hold dots, which form paths split on). */
export type CustomFieldFormValues = Record<string, CustomFieldFormValue>;

/** The form key of the definition at `index`. */
export const fieldKey = (index: number) => `field${index}`;

/** The initial form values of all definitions (their defaultValue, read for their type). */
export function initialValues(definitions: CustomFieldDefinition[]): CustomFieldFormValues {
  return Object.fromEntries(definitions.map((d, i) => [fieldKey(i), customFieldFormValue(d, d.defaultValue)]));
}

const valueAt = (values: CustomFieldFormValues) => (index: number) => values[fieldKey(index)];

/** Spec 2 §5: a field shows when its visible flag is set, or when it equals the value of its first visibleIf condition. */
export function isVisible(definition: CustomFieldDefinition, definitions: CustomFieldDefinition[], values: CustomFieldFormValues): boolean {
  const texts = definitions.map((d, i) => customFieldText(d, valueAt(values)(i)));
  return isCustomFieldVisible(definition, customFieldLookup(definitions, texts));
}

/** Whether the form can show the definition's type. */
export const isKnownType = (definition: CustomFieldDefinition): boolean => isKnownCustomFieldType(definition.type);

const problemText = (code: CustomFieldProblemCode): string => t(`common.customFields.${code}`);

/** Errors of the visible, enabled fields keyed by form path (`field<i>` or `field<i>.<part>` of a person). */
export function customFieldErrors(definitions: CustomFieldDefinition[], values: CustomFieldFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  definitions.forEach((definition, index) => {
    if (definition.disabled || !isKnownType(definition) || !isVisible(definition, definitions, values)) return;
    for (const problem of customFieldProblems(definition, customFieldText(definition, values[fieldKey(index)]))) {
      const path = problem.part ? `${fieldKey(index)}.${problem.part}` : fieldKey(index);
      errors[path] ??= customFieldProblemMessage(problem, problemText);
    }
  });
  return errors;
}

/** The values sent with the new account: the visible fields with a value, each with its name and mapping. */
export function toCustomFieldValues(definitions: CustomFieldDefinition[], values: CustomFieldFormValues): CustomFieldValue[] {
  return customFieldPayload(definitions, valueAt(values));
}
