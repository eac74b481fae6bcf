import { describe, expect, it } from 'vitest';
import { acme, allTypesCustomFields, globex, initech, umbrella } from '../fixtures/quote-request-fixtures.ts';
import { decodeClientId, encodeClientId } from '../external-link/decode-client-id.ts';
import { isEmailDomainAllowed, matchCompany } from './company-match.ts';
import { customFieldErrors, customFieldPayload, initialCustomFieldValue, isCustomFieldVisible } from './custom-fields.ts';
import { sanitizeFileName } from './filename.ts';
import { addFiles, fileListError, REFERENCE_LIMITS, uploadLimits } from './file-rules.ts';
import { defaultProjectName, initialQuoteRequestValues, validateQuoteRequest } from './form-values.ts';
import { linkErrors } from './link-rules.ts';
import { submitOptions } from './submission-modes.ts';
import { registerCreateProjectTexts } from '../texts.ts';

// The rules read the catalogue; the form registers it in the product.
registerCreateProjectTexts();

const MB = 1_048_576;
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const def = (name: string) => allTypesCustomFields.find((d) => d.name === name)!;

describe('upload limits (spec 2 §5)', () => {
  it('visitors get 20 files, 40 MB each, 60 MB total whatever the company', () => {
    expect(uploadLimits('visitor', acme)).toEqual({ maxFileCount: 20, maxFileSizeBytes: 40 * MB, maxTotalSizeBytes: 60 * MB });
  });
  it('signed-in users get the client restrictions, else 100 files of 1000 MB', () => {
    expect(uploadLimits('signedIn', globex)).toEqual(globex.createProjectSettings!.fileRestrictions);
    expect(uploadLimits('signedIn', null)).toEqual({ maxFileCount: 100, maxFileSizeBytes: 1000 * MB });
  });
  it('reports count, size, total and duplicate problems', () => {
    const limits = { maxFileCount: 2, maxFileSizeBytes: 100, maxTotalSizeBytes: 150 };
    expect(fileListError([file('a'), file('b'), file('c')], limits)).toBe('You can add at most 2 files.');
    expect(fileListError([file('big.docx', 101)], limits)).toMatch(/^big\.docx is larger than/);
    expect(fileListError([file('a', 100), file('b', 100)], limits)).toMatch(/^The files together are larger than/);
    expect(fileListError([file('a'), file('a')], limits)).toBe('A file named a has already been added.');
  });
  it('refuses a reference file named like a project file', () => {
    expect(fileListError([file('doc.docx')], REFERENCE_LIMITS, ['doc.docx'])).toBe('A file named doc.docx has already been added.');
  });
  it('adds only the dropped files that fit', () => {
    const result = addFiles([file('a')], [file('a'), file('b')], { maxFileCount: 5, maxFileSizeBytes: 100 });
    expect(result.files.map((f) => f.name)).toEqual(['a', 'b']);
    expect(result.error).toBe('A file named a has already been added.');
  });
});

describe('file links (spec 2 §5)', () => {
  it('checks the URL pattern, duplicate URLs and duplicate names', () => {
    expect(
      linkErrors([
        { url: 'ftp://x', name: 'a' },
        { url: 'https://x.example/a', name: 'b' },
        { url: 'https://x.example/a', name: 'b' },
      ]),
    ).toEqual({
      'fileLinks.0.url': 'Enter a valid link starting with http:// or https://.',
      'fileLinks.2.url': 'This link has already been added.',
      'fileLinks.2.name': 'This name is already used by another link.',
    });
  });
});

describe('company match (spec 2 §4)', () => {
  it('none → plain visitor; one active → it; several → pick among ACTIVE; all inactive → blocked', () => {
    expect(matchCompany([])).toEqual({ kind: 'none' });
    expect(matchCompany([acme, initech])).toEqual({ kind: 'one', config: acme });
    expect(matchCompany([acme, globex, initech])).toEqual({ kind: 'pick', configs: [acme, globex] });
    expect(matchCompany([initech])).toEqual({ kind: 'inactive' });
  });
  it('allows only the allowed domains unless skipEmailDomainValidation', () => {
    expect(isEmailDomainAllowed('a@acme.example', acme)).toBe(true);
    expect(isEmailDomainAllowed('a@gmail.example', acme)).toBe(false);
    expect(isEmailDomainAllowed('a@gmail.example', umbrella)).toBe(true);
    expect(isEmailDomainAllowed('a@gmail.example', null)).toBe(true);
  });
});

describe('submit buttons (spec 2 §4)', () => {
  const none = () => undefined;
  it.each([
    ['SUBMIT_FOR_ESTIMATION', ['QUOTE_REQUEST']],
    ['SUBMIT_FOR_TRANSLATION', ['TRANSLATION_REQUEST']],
    ['BOTH', ['QUOTE_REQUEST', 'TRANSLATION_REQUEST']],
    [null, ['QUOTE_REQUEST', 'TRANSLATION_REQUEST']],
    ['SUBMIT_FOR_ESTIMATION_EXCEPT', ['QUOTE_REQUEST']],
    ['SUBMIT_FOR_TRANSLATION_EXCEPT', ['TRANSLATION_REQUEST']],
  ] as const)('%s → %j', (mode, expected) => {
    expect(submitOptions({ ...acme, projectSubmissionMode: mode }, none)).toEqual(expected);
  });
  it('EXCEPT modes add the other option when a condition matches a form field', () => {
    const cond = { createProjectSettings: { submissionModeConditions: [{ fieldName: 'Department', value: 'Claims' }] } };
    const claims = (name: string) => (name === 'Department' ? 'Claims' : undefined);
    expect(submitOptions({ ...acme, ...cond, projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION_EXCEPT' }, claims)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(submitOptions({ ...acme, ...cond, projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION_EXCEPT' }, claims)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
  });
});

describe('custom fields (spec 2 §3, §5)', () => {
  it('takes defaults per type', () => {
    expect(initialCustomFieldValue(def('Department'))).toBe('Administration');
    expect(initialCustomFieldValue({ ...def('Audiences'), defaultValue: 'Patients|Regulators' })).toEqual(['Patients', 'Regulators']);
    expect(initialCustomFieldValue(def('Rush'))).toBe('false');
    expect(initialCustomFieldValue(def('Rush Approver'))).toEqual({ firstName: '', lastName: '', email: '' });
  });
  it('is visible by its flag or by the first visibleIf condition', () => {
    expect(isCustomFieldVisible(def('Rush Approver'), () => 'false')).toBe(false);
    expect(isCustomFieldVisible(def('Rush Approver'), () => 'true')).toBe(true);
    expect(isCustomFieldVisible({ ...def('Cost Center'), visible: false }, () => undefined)).toBe(false);
    expect(isCustomFieldVisible(def('Cost Center'), () => undefined)).toBe(true);
  });
  it('validates required, regex with its message or Invalid format, and DATE MM/DD/YYYY', () => {
    expect(customFieldErrors(def('Cost Center'), '', 0)).toEqual({ 'customFields.0': 'Required' });
    expect(customFieldErrors(def('Cost Center'), 'x', 0)).toEqual({ 'customFields.0': 'Use the form CC-1234' });
    expect(customFieldErrors({ ...def('Cost Center'), validationMessage: null }, 'x', 0)).toEqual({ 'customFields.0': 'Invalid format' });
    expect(customFieldErrors(def('Cost Center'), 'CC-1234', 0)).toEqual({});
    expect(customFieldErrors(def('Needed By'), '2026-01-02', 4)).toEqual({ 'customFields.4': 'Invalid format' });
    expect(customFieldErrors(def('Needed By'), '01/02/2026', 4)).toEqual({});
    expect(customFieldErrors(def('Audiences'), [], 3)).toEqual({ 'customFields.3': 'Required' });
  });
  it('gives PERSON_INFO its three messages', () => {
    expect(customFieldErrors(def('Rush Approver'), { firstName: '', lastName: '', email: 'nope' }, 7)).toEqual({
      'customFields.7.firstName': 'First name is required.',
      'customFields.7.lastName': 'Last name is required.',
      'customFields.7.email': 'A valid email address is required.',
    });
  });
  it('sends visible fields with their mapping: lists joined by |, persons as JSON', () => {
    const defs = [def('Audiences'), def('Rush'), def('Rush Approver')];
    const values = [['Patients', 'Clinicians'], 'true', { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example' }];
    const valueOf = (name: string) => (name === 'Rush' ? 'true' : undefined);
    expect(customFieldPayload(defs, values, valueOf)).toEqual([
      { fieldName: 'Audiences', mapping: 'audiences', value: 'Patients|Clinicians' },
      { fieldName: 'Rush', mapping: 'rush', value: 'true' },
      { fieldName: 'Rush Approver', mapping: 'rushApprover', value: '{"firstName":"Ann","lastName":"Lee","email":"ann@acme.example"}' },
    ]);
    expect(customFieldPayload(defs, values, () => undefined).map((v) => v.fieldName)).toEqual(['Audiences', 'Rush']);
  });
});

describe('form validation (spec 2 §5)', () => {
  const ctx = { audience: 'visitor' as const, clientConfig: acme, customFieldDefinitions: [], limits: uploadLimits('visitor', acme) };
  it('requires contact e-mail, names, languages and at least one file', () => {
    const errors = validateQuoteRequest({ ...initialQuoteRequestValues(null, []), country: null }, ctx);
    expect(errors).toMatchObject({ email: 'Required', firstName: 'Required', lastName: 'Required', sourceLanguageId: 'Required', targetLanguageIds: 'Required', files: 'Please add at least one file.' });
  });
  it('rejects an e-mail outside the allowed domains and targets containing the source', () => {
    const values = { ...initialQuoteRequestValues(acme, []), email: 'a@gmail.example', targetLanguageIds: ['enu', 'esn'] };
    const errors = validateQuoteRequest(values, ctx);
    expect(errors.email).toBe('This e-mail address is not allowed for your company.');
    expect(errors.targetLanguageIds).toBe('The target languages must not include the source language.');
  });
  it('requires text for the text method and a link for the links method', () => {
    const base = initialQuoteRequestValues(acme, []);
    expect(validateQuoteRequest({ ...base, inputMethod: 'text' }, ctx).textInput).toBe('Required');
    expect(validateQuoteRequest({ ...base, inputMethod: 'links' }, ctx)['fileLinks.0.url']).toBe('Please add at least one file link.');
  });
  it('refuses reference files named like project files', () => {
    const values = { ...initialQuoteRequestValues(acme, []), files: [file('a.docx')], includeReferenceFiles: true, referenceFiles: [file('a.docx')] };
    expect(validateQuoteRequest(values, ctx).referenceFiles).toBe('A file named a.docx has already been added.');
  });
});

describe('helpers', () => {
  it('sanitises file names (spec 2 §5)', () => {
    expect(sanitizeFileName('  ..my*file?.docx__ ')).toBe('my-file-.docx');
    expect(sanitizeFileName('a'.repeat(300))).toHaveLength(255);
  });
  it('derives a default project name from the e-mail or "project"', () => {
    const now = new Date(2026, 0, 2, 3, 4);
    expect(defaultProjectName('vera.lee@acme.example', now)).toBe('vera.lee-20260102-0304');
    expect(defaultProjectName(undefined, now)).toBe('project-20260102-0304');
  });
  it('decodes the external link client id (base64, URL-encoded)', () => {
    expect(decodeClientId(encodeClientId('12'))).toBe('12');
    expect(decodeClientId(encodeURIComponent('MTI='))).toBe('12');
    expect(decodeClientId('%%%')).toBeNull();
    expect(decodeClientId(undefined)).toBeNull();
  });
});
