import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@lingua/contract';
import { customFieldErrors, fieldKey, initialValues, isVisible, toCustomFieldValues } from './custom-field-rules.ts';

const def = (over: Partial<CustomFieldDefinition> & Pick<CustomFieldDefinition, 'name' | 'type'>): CustomFieldDefinition => ({ category: 'USER', ...over });

const errors = customFieldErrors;

describe('custom field rules (spec 2 §5)', () => {
  it('requires each type the way it is entered', () => {
    const defs = [
      def({ name: 'Cost centre', type: 'INPUT_TEXT', required: true }),
      def({ name: 'Notes', type: 'TEXT_AREA', required: true }),
      def({ name: 'Department', type: 'LISTONLY', required: true, options: ['Legal', 'HR'] }),
      def({ name: 'Site', type: 'LIST', required: true, options: ['Boston'] }),
      def({ name: 'Products', type: 'SELECT_MANY_LIST', required: true, options: ['A', 'B'] }),
      def({ name: 'Start', type: 'DATE', required: true }),
      def({ name: 'Policy', type: 'CHECKBOX', required: true }),
    ];
    const e = errors(defs, initialValues(defs));
    expect(Object.values(e)).toEqual(Array(7).fill('Required'));
  });

  it('checks DATE as MM/DD/YYYY and regexes with the custom message or Invalid format', () => {
    const defs = [
      def({ name: 'Start', type: 'DATE' }),
      def({ name: 'Code', type: 'INPUT_TEXT', validationRegex: '^[A-Z]{3}$', validationMessage: 'Three capitals' }),
      def({ name: 'Ref', type: 'INPUT_TEXT', validationRegex: '^\\d+$' }),
    ];
    expect(errors(defs, { field0: '13/01/2026', field1: 'abc', field2: 'x' })).toEqual({ field0: 'Invalid format (MM/DD/YYYY)', field1: 'Three capitals', field2: 'Invalid format' });
    expect(errors(defs, { field0: '02/30/2026', field1: 'ABC', field2: '7' })).toEqual({ field0: 'Invalid format (MM/DD/YYYY)' });
    expect(errors(defs, { field0: '02/28/2026', field1: 'ABC', field2: '7' })).toEqual({});
  });

  it('checks PERSON_INFO with its three messages, the e-mail by the API’s own rule and the regex on the e-mail', () => {
    const defs = [def({ name: 'Manager', type: 'PERSON_INFO', required: true })];
    expect(errors(defs, { field0: { firstName: '', lastName: '', email: 'nope' } })).toEqual({
      'field0.firstName': 'First name is required.',
      'field0.lastName': 'Last name is required.',
      'field0.email': 'A valid email address is required.',
    });
    // The server refuses an address without a dotted domain; so does the form.
    expect(errors(defs, { field0: { firstName: 'Bo', lastName: 'Li', email: 'bo@localhost' } })).toEqual({ 'field0.email': 'A valid email address is required.' });
    const company = [def({ name: 'Manager', type: 'PERSON_INFO', validationRegex: '@acme\\.example$', validationMessage: 'Use an Acme address' })];
    expect(errors(company, { field0: { firstName: 'Bo', lastName: 'Li', email: 'bo@x.example' } })).toEqual({ 'field0.email': 'Use an Acme address' });
    expect(errors(company, { field0: { firstName: 'Bo', lastName: 'Li', email: 'bo@acme.example' } })).toEqual({});
  });

  it('shows a field by its visible flag or its first visibleIf condition, and validates only what shows', () => {
    const defs = [
      def({ name: 'Has PO', type: 'CHECKBOX' }),
      def({ name: 'PO number', type: 'INPUT_TEXT', required: true, visible: false, visibleIf: [{ fieldName: 'Has PO', value: 'true' }] }),
      def({ name: 'Hidden', type: 'INPUT_TEXT', visible: false, required: true }),
    ];
    const off = { field0: false, field1: '', field2: '' };
    expect(isVisible(defs[1] as CustomFieldDefinition, defs, off)).toBe(false);
    expect(isVisible(defs[2] as CustomFieldDefinition, defs, off)).toBe(false);
    expect(errors(defs, off)).toEqual({});
    const on = { ...off, field0: true };
    expect(isVisible(defs[1] as CustomFieldDefinition, defs, on)).toBe(true);
    expect(errors(defs, on)).toEqual({ field1: 'Required' });
  });

  it('sends SELECT_MANY_LIST joined by |, CHECKBOX as true/false and PERSON_INFO as JSON, with mappings', () => {
    const defs = [
      def({ name: 'Products', type: 'SELECT_MANY_LIST', mapping: 'products' }),
      def({ name: 'Policy', type: 'CHECKBOX' }),
      def({ name: 'Manager', type: 'PERSON_INFO' }),
      def({ name: 'Start', type: 'DATE', defaultValue: '01/02/2026' }),
    ];
    const values = { ...initialValues(defs), [fieldKey(0)]: ['A', 'B'], [fieldKey(1)]: true, [fieldKey(2)]: { firstName: 'Bo', lastName: 'Li', email: 'bo@x.example' } };
    expect(toCustomFieldValues(defs, values)).toEqual([
      { fieldName: 'Products', value: 'A|B', mapping: 'products' },
      { fieldName: 'Policy', value: 'true', mapping: null },
      { fieldName: 'Manager', value: JSON.stringify({ firstName: 'Bo', lastName: 'Li', email: 'bo@x.example' }), mapping: null },
      { fieldName: 'Start', value: '01/02/2026', mapping: null },
    ]);
  });
});
