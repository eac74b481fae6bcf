// Sign-up, e-mail confirmation and organisation selection (spec 2 §2, §4, §6; spec 3 §2.5): the routes, and what
// other modules use of accounts: the custom field checker (sign-up's USER fields, requests' PROJECT fields).
export { accountsModule } from './routes.ts';
export { assertCustomFieldValues, checkCustomFieldValuesOf, loadCustomFieldDefinitions, type CheckedCustomFieldValue, type CustomFieldDefinitionRow } from './custom-field-values.ts';
