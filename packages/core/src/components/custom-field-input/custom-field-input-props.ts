// The props of CustomFieldInput, apart from it: the PERSON_INFO input it renders takes the same props, and
// importing them from the component that renders it would make the two modules import each other.
import type { CustomFieldDefinition, CustomFieldFormValue, PersonInfo } from '@lingua/contract';

/** Errors of one field by part: '' for the field itself, or firstName / lastName / email of a PERSON_INFO. */
export type CustomFieldErrors = Partial<Record<'' | keyof PersonInfo, string>>;

export interface CustomFieldInputProps {
  definition: CustomFieldDefinition;
  value: CustomFieldFormValue | undefined;
  onChange: (value: CustomFieldFormValue) => void;
  errors?: CustomFieldErrors;
}
