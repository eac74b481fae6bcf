// Custom fields of category PROJECT (spec 2 §3 and §5) in the create-project form. The rules are the contract's
// (initial value, the text each type is sent as, visibility, per-type checks), the same the sign-up form and the
// server run; this maps their problems to the form's paths and the catalogue's texts.
import { customFieldProblemMessage, customFieldProblems, customFieldText, isKnownCustomFieldType } from '@lingua/contract';
import type { CustomFieldDefinition, CustomFieldFormValue, CustomFieldProblemCode } from '@lingua/contract';
import { t } from '@lingua/core';

export type { CustomFieldFormValue, PersonInfo } from '@lingua/contract';

/** The catalogue's text of a custom field problem (core registers them under common.customFields). */
export const customFieldProblemText = (code: CustomFieldProblemCode): string => t(`common.customFields.${code}`);

/** Errors of one visible field keyed by form path (`customFields.<i>` or `customFields.<i>.<part>`). */
export function customFieldErrors(def: CustomFieldDefinition, value: CustomFieldFormValue | undefined, index: number): Record<string, string> {
  // An unknown type shows "Unknown custom field type" in place of its input and is neither validated nor sent.
  if (!isKnownCustomFieldType(def.type) || def.disabled) return {};
  const errors: Record<string, string> = {};
  for (const problem of customFieldProblems(def, customFieldText(def, value))) {
    const path = problem.part ? `customFields.${index}.${problem.part}` : `customFields.${index}`;
    errors[path] ??= customFieldProblemMessage(problem, customFieldProblemText);
  }
  return errors;
}
