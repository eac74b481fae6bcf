// What other modules use of accounts: the custom field checker (sign-up's USER fields, requests' PROJECT fields).
export { assertCustomFieldValues, checkCustomFieldValuesOf, loadCustomFieldDefinitions, type CheckedCustomFieldValue, type CustomFieldDefinitionRow } from './custom-field-values.ts';
