// The texts of the custom field problems, apart from the rules (custom-fields.ts): every element's catalogue
// holds them (core's texts), while only the forms with custom fields load the rules.
import { CUSTOM_FIELD_VALUE_MAX_LENGTH } from '../limits.ts';

/** Why a value is refused; each has one text in CUSTOM_FIELD_MESSAGES (and in the browser's catalogue). */
export type CustomFieldProblemCode =
  | 'required'
  | 'invalidFormat'
  | 'invalidDate'
  | 'notAnOption'
  | 'invalidCheckbox'
  | 'personFirstName'
  | 'personLastName'
  | 'personEmail'
  | 'htmlNotAllowed'
  | 'tooLong'
  | 'unknownType';

// Spec 2 §5 gives the PERSON_INFO texts and "Unknown custom field type" (§8); the others are ours.
export const CUSTOM_FIELD_MESSAGES: Readonly<Record<CustomFieldProblemCode, string>> = {
  required: 'Required',
  invalidFormat: 'Invalid format',
  invalidDate: 'Invalid format (MM/DD/YYYY)',
  notAnOption: 'Choose one of the listed options',
  invalidCheckbox: 'Must be true or false',
  personFirstName: 'First name is required.',
  personLastName: 'Last name is required.',
  personEmail: 'A valid email address is required.',
  htmlNotAllowed: 'Must not contain HTML',
  tooLong: `At most ${CUSTOM_FIELD_VALUE_MAX_LENGTH} characters`,
  unknownType: 'Unknown custom field type',
};
