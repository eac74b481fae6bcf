export { CustomFieldInput } from './custom-field-input.tsx';
export type { CustomFieldInputProps, CustomFieldErrors } from './custom-field-input-props.ts';
