import { describe, expect, it } from 'vitest';
import {
  checkCustomFieldValues,
  customFieldFormValue,
  customFieldPayload,
  customFieldProblemMessage,
  customFieldProblems,
  customFieldText,
  isCustomFieldVisible,
  type CustomFieldRule,
} from './custom-fields.ts';

const def = (type: string, extra: Partial<CustomFieldRule> = {}): CustomFieldRule => ({ name: type.toLowerCase(), type, ...extra });
const codes = (d: CustomFieldRule, text: string) => customFieldProblems(d, text).map((p) => (p.part ? `${p.part}:${p.code}` : p.code));

describe('serialisation (spec 2 §3)', () => {
  it('joins multi-select values by |, sends a checkbox as true/false and a person as JSON', () => {
    expect(customFieldText(def('SELECT_MANY_LIST'), ['a', 'b'])).toBe('a|b');
    expect(customFieldText(def('CHECKBOX'), true)).toBe('true');
    expect(customFieldText(def('CHECKBOX'), false)).toBe('false');
    expect(customFieldText(def('PERSON_INFO'), { firstName: ' Ann ', lastName: 'Lee', email: 'ann@x.com' })).toBe(
      '{"firstName":"Ann","lastName":"Lee","email":"ann@x.com"}',
    );
    expect(customFieldText(def('PERSON_INFO'), { firstName: '', lastName: ' ', email: '' })).toBe('');
    expect(customFieldText(def('DATE'), '03/04/2025')).toBe('03/04/2025');
    expect(customFieldText(def('INPUT_TEXT'), undefined)).toBe('');
  });

  it('reads defaults back into form values', () => {
    expect(customFieldFormValue(def('SELECT_MANY_LIST'), 'a|b')).toEqual(['a', 'b']);
    expect(customFieldFormValue(def('SELECT_MANY_LIST'), null)).toEqual([]);
    expect(customFieldFormValue(def('CHECKBOX'), 'TRUE')).toBe(true);
    expect(customFieldFormValue(def('CHECKBOX'), undefined)).toBe(false);
    expect(customFieldFormValue(def('PERSON_INFO'), '{"firstName":"A"}')).toEqual({ firstName: 'A', lastName: '', email: '' });
    expect(customFieldFormValue(def('PERSON_INFO'), 'not json')).toEqual({ firstName: '', lastName: '', email: '' });
    expect(customFieldFormValue(def('INPUT_TEXT'), 'x')).toBe('x');
  });
});

describe('visibility (spec 2 §5)', () => {
  const values: Record<string, string> = { kind: 'Legal' };
  const valueOf = (n: string) => values[n];
  it('shows by the visible flag, else by the first visibleIf condition', () => {
    expect(isCustomFieldVisible(def('INPUT_TEXT', { visible: true, visibleIf: [{ fieldName: 'kind', value: 'Other' }] }), valueOf)).toBe(true);
    expect(isCustomFieldVisible(def('INPUT_TEXT', { visible: false, visibleIf: [{ fieldName: 'kind', value: 'Legal' }] }), valueOf)).toBe(true);
    expect(isCustomFieldVisible(def('INPUT_TEXT', { visibleIf: [{ fieldName: 'kind', value: 'Other' }, { fieldName: 'kind', value: 'Legal' }] }), valueOf)).toBe(false);
    expect(isCustomFieldVisible(def('INPUT_TEXT', { visible: false }), valueOf)).toBe(false);
    expect(isCustomFieldVisible(def('INPUT_TEXT'), valueOf)).toBe(true);
  });
});

describe('per-type checks (spec 2 §5)', () => {
  it('requires a value, a choice of a multi-select, and the tick of a required checkbox', () => {
    expect(codes(def('INPUT_TEXT', { required: true }), '  ')).toEqual(['required']);
    expect(codes(def('SELECT_MANY_LIST', { required: true, options: ['a'] }), '')).toEqual(['required']);
    expect(codes(def('CHECKBOX', { required: true }), 'false')).toEqual(['required']);
    expect(codes(def('CHECKBOX', { required: true }), 'true')).toEqual([]);
    expect(codes(def('CHECKBOX'), 'false')).toEqual([]);
    expect(codes(def('CHECKBOX'), 'yes')).toEqual(['invalidCheckbox']);
    expect(codes(def('INPUT_TEXT'), '')).toEqual([]);
  });

  it('checks that a DATE is MM/DD/YYYY and exists, then its regex with the custom message', () => {
    expect(codes(def('DATE'), '2025-03-04')).toEqual(['invalidDate']);
    expect(codes(def('DATE'), '02/30/2025')).toEqual(['invalidDate']);
    expect(codes(def('DATE'), '02/29/2024')).toEqual([]);
    const d = def('DATE', { validationRegex: '2025$', validationMessage: 'This year only' });
    expect(customFieldProblems(d, '01/01/2024').map((p) => customFieldProblemMessage(p))).toEqual(['This year only']);
  });

  it('takes only the options of LISTONLY and SELECT_MANY_LIST; LIST allows free text', () => {
    expect(codes(def('LISTONLY', { options: ['a', 'b'] }), 'c')).toEqual(['notAnOption']);
    expect(codes(def('SELECT_MANY_LIST', { options: ['a', 'b'] }), 'a|c')).toEqual(['notAnOption']);
    expect(codes(def('SELECT_MANY_LIST', { options: ['a', 'b'] }), 'a|a')).toEqual(['notAnOption']);
    expect(codes(def('SELECT_MANY_LIST', { options: ['a', 'b'] }), 'a|b')).toEqual([]);
    expect(codes(def('LIST', { options: ['a'] }), 'anything')).toEqual([]);
  });

  it('checks each part of a person, with the e-mail rule of the API and the regex on the e-mail', () => {
    expect(codes(def('PERSON_INFO'), '{"firstName":"","lastName":"","email":"nope"}')).toEqual([
      'firstName:personFirstName',
      'lastName:personLastName',
      'email:personEmail',
    ]);
    expect(codes(def('PERSON_INFO'), '{"firstName":"A","lastName":"B","email":"a@b"}')).toEqual(['email:personEmail']);
    expect(codes(def('PERSON_INFO'), '{"firstName":"A","lastName":"B","email":"a@b.com"}')).toEqual([]);
    const d = def('PERSON_INFO', { validationRegex: '@acme\\.com$' });
    expect(codes(d, '{"firstName":"A","lastName":"B","email":"a@b.com"}')).toEqual(['email:invalidFormat']);
    expect(codes(d, '{"firstName":"A","lastName":"B","email":"a@acme.com"}')).toEqual([]);
    expect(codes(def('PERSON_INFO'), '[1]')).toEqual(['invalidFormat']);
    expect(codes(def('PERSON_INFO'), '')).toEqual([]);
    expect(codes(def('PERSON_INFO', { required: true }), '')).toEqual(['firstName:personFirstName', 'lastName:personLastName', 'email:personEmail']);
  });

  it('refuses HTML in free text, over-long values, broken-free regexes and unknown types', () => {
    expect(codes(def('INPUT_TEXT'), '<b>x</b>')).toEqual(['htmlNotAllowed']);
    expect(codes(def('TEXT_AREA'), 'x'.repeat(4001))).toEqual(['tooLong']);
    expect(codes(def('INPUT_TEXT', { validationRegex: '(' }), 'x')).toEqual([]);
    expect(codes(def('SIGNATURE'), 'x')).toEqual(['unknownType']);
    expect(customFieldProblemMessage({ code: 'unknownType' })).toBe('Unknown custom field type');
  });
});

describe('checkCustomFieldValues (the servers) and customFieldPayload (the forms)', () => {
  const defs: CustomFieldRule[] = [
    { name: 'Kind', type: 'LISTONLY', options: ['Legal', 'Other'], required: true, mapping: 'kind' },
    { name: 'Case', type: 'INPUT_TEXT', required: true, visible: false, visibleIf: [{ fieldName: 'Kind', value: 'Legal' }] },
    { name: 'Office', type: 'INPUT_TEXT', disabled: true, defaultValue: 'Paris' },
    { name: 'Agree', type: 'CHECKBOX' },
  ];

  it('checks visible fields only, keeps defaults of disabled ones, and names the first bad field', () => {
    expect(checkCustomFieldValues(defs, [{ fieldName: 'Kind', value: 'Other' }])).toEqual({
      ok: true,
      values: [
        { fieldName: 'Kind', value: 'Other', mapping: 'kind' },
        { fieldName: 'Office', value: 'Paris', mapping: null },
      ],
    });
    expect(checkCustomFieldValues(defs, [{ fieldName: 'Kind', value: 'Legal' }])).toEqual({ ok: false, fieldName: 'Case', problem: { code: 'required' } });
    expect(checkCustomFieldValues(defs, [{ fieldName: 'Kind', value: 'Other' }, { fieldName: 'Office', value: 'Rome' }, { fieldName: 'Agree', value: 'false' }])).toMatchObject({
      ok: true,
      values: [{ value: 'Other' }, { value: 'Paris' }, { fieldName: 'Agree', value: 'false' }],
    });
    expect(checkCustomFieldValues(defs, [{ fieldName: 'Nope', value: 'x' }])).toMatchObject({ ok: false, problem: { code: 'unknownField' } });
    expect(checkCustomFieldValues(defs, [{ fieldName: 'Kind', value: 'Other' }, { fieldName: 'Kind', value: 'Other' }])).toMatchObject({ ok: false, problem: { code: 'givenTwice' } });
  });

  it('sends what the server accepts: visible known fields with values', () => {
    const form = ['Legal', 'Case 7', 'Paris', true];
    const payload = customFieldPayload(defs, (i) => form[i] as string | boolean);
    expect(payload).toEqual([
      { fieldName: 'Kind', value: 'Legal', mapping: 'kind' },
      { fieldName: 'Case', value: 'Case 7', mapping: null },
      { fieldName: 'Office', value: 'Paris', mapping: null },
      { fieldName: 'Agree', value: 'true', mapping: null },
    ]);
    expect(checkCustomFieldValues(defs, payload).ok).toBe(true);
    const other = ['Other', 'Case 7', 'Paris', false];
    expect(customFieldPayload(defs, (i) => other[i] as string | boolean).map((v) => v.fieldName)).toEqual(['Kind', 'Office', 'Agree']);
  });
});
