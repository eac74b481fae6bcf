import { describe, expect, it } from 'vitest';
import { customFieldFormValue, isCustomFieldVisible, sanitizeFileName } from '@lingua/contract';
import { acme, allTypesCustomFields, globex, initech } from '../fixtures/quote-request-fixtures.ts';
import { decodeClientId, encodeClientId } from '../external-link/decode-client-id.ts';
import { matchCompany } from './company-match.ts';
import { customFieldErrors } from './custom-fields.ts';
import { addFiles, filesError, uploadLimits } from './file-rules.ts';
import type { FileLists } from './file-rules.ts';
import { customFieldsOf, defaultProjectName, initialQuoteRequestValues, requestTypesOffered, validateQuoteRequest } from './form-values.ts';
import { linkErrors } from './link-rules.ts';
import { registerCreateProjectTexts } from '../texts.ts';

// The rules read the catalogue; the form registers it in the product.
registerCreateProjectTexts();

const MB = 1_048_576;
// The size is what the rules read; a large file needs no large buffer.
const file = (name: string, size = 10) => Object.defineProperty(new File([], name), 'size', { value: size });
const def = (name: string) => allTypesCustomFields.find((d) => d.name === name)!;

describe('upload limits (spec 2 §5)', () => {
  const lists = (files: File[], referenceFiles: File[] = []): FileLists => ({ inputMethod: 'files', files, includeReferenceFiles: referenceFiles.length > 0, referenceFiles });
  it('visitors get 20 files, 40 MB each, 60 MB total whatever the company, and so does an external link without sign-in', () => {
    expect(uploadLimits('visitor', acme)).toMatchObject({ maxFileCount: 20, maxFileSizeBytes: 40 * MB, maxTotalSizeBytes: 60 * MB });
    expect(uploadLimits('externalLink', globex, true)).toMatchObject({ maxFileCount: 20, maxFileSizeBytes: 40 * MB, maxTotalSizeBytes: 60 * MB });
    expect(uploadLimits('externalLink', globex, false)).toMatchObject(globex.createProjectSettings!.fileRestrictions!);
  });
  it('signed-in users get the client restrictions, else 100 files of 1000 MB', () => {
    expect(uploadLimits('signedIn', globex)).toMatchObject(globex.createProjectSettings!.fileRestrictions!);
    expect(uploadLimits('signedIn', null)).toMatchObject({ maxFileCount: 100, maxFileSizeBytes: 1000 * MB });
  });
  it('reports count, size, total and duplicate problems', () => {
    const limits = { maxFileCount: 2, maxFileSizeBytes: 100, maxTotalSizeBytes: 150, countReferences: false };
    expect(filesError(lists([file('a'), file('b'), file('c')]), limits)).toEqual({ files: 'You can add at most 2 files.' });
    expect(filesError(lists([file('big.docx', 101)]), limits).files).toMatch(/^big\.docx is larger than/);
    expect(filesError(lists([file('a', 100), file('b', 100)]), limits).files).toMatch(/^The files together are larger than/);
    expect(filesError(lists([file('a'), file('a')]), limits)).toEqual({ files: 'A file named a has already been added.' });
  });
  it('compares names as the server does: sanitised and case-insensitive', () => {
    const limits = uploadLimits('signedIn', null);
    expect(filesError(lists([file('Report.docx'), file('report.DOCX')]), limits)).toEqual({ files: 'A file named report.DOCX has already been added.' });
    expect(filesError(lists([file('a?.txt'), file('a-.txt')]), limits)).toEqual({ files: 'A file named a-.txt has already been added.' });
  });
  it('refuses a reference file named like a project file', () => {
    expect(filesError(lists([file('doc.docx')], [file('DOC.docx')]), uploadLimits('signedIn', null))).toEqual({ referenceFiles: 'A file named DOC.docx has already been added.' });
  });
  it('counts a visitor’s reference files inside the visitor limits, as the server does', () => {
    const visitor = uploadLimits('visitor', null);
    expect(filesError(lists([file('a.docx')], [file('big.pdf', 41 * MB)]), visitor).referenceFiles).toBe('big.pdf is larger than 40 MB.');
    expect(filesError(lists([file('a.docx', 35 * MB)], [file('b.pdf', 30 * MB)]), visitor).referenceFiles).toBe('The files together are larger than 60 MB.');
    // Signed in, reference files have their own 100 × 1000 MB.
    expect(filesError(lists([file('a.docx')], [file('big.pdf', 41 * MB)]), uploadLimits('signedIn', null))).toEqual({});
    const added = addFiles(lists([file('a.docx')]), 'REFERENCE', [file('big.pdf', 41 * MB), file('small.pdf')], visitor);
    expect(added.files.map((f) => f.name)).toEqual(['small.pdf']);
    expect(added.error).toBe('big.pdf is larger than 40 MB.');
  });
  it('adds only the dropped files that fit', () => {
    const result = addFiles(lists([file('a')]), 'SOURCE_DOCUMENT', [file('A'), file('b')], { maxFileCount: 5, maxFileSizeBytes: 100, countReferences: false });
    expect(result.files.map((f) => f.name)).toEqual(['a', 'b']);
    expect(result.error).toBe('A file named A has already been added.');
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
});

describe('submit buttons (spec 2 §4)', () => {
  const audiences = def('Audiences');
  const except = (mode: 'SUBMIT_FOR_ESTIMATION_EXCEPT' | 'SUBMIT_FOR_TRANSLATION_EXCEPT', fieldName = 'Audiences') => ({
    ...acme,
    projectSubmissionMode: mode,
    createProjectSettings: { submissionModeConditions: [{ fieldName, value: 'Regulators' }] },
  });
  const withAudiences = (config: typeof acme | null, chosen: string[]) => ({ ...initialQuoteRequestValues(config, [audiences]), customFields: [chosen] });
  it('offers a visitor without a company the estimate only', () => {
    expect(requestTypesOffered(withAudiences(null, []), null, [audiences])).toEqual(['QUOTE_REQUEST']);
  });
  it('follows the mode; BOTH or unset offer both', () => {
    expect(requestTypesOffered(withAudiences(acme, []), { ...acme, projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION' }, [audiences])).toEqual(['TRANSLATION_REQUEST']);
    expect(requestTypesOffered(withAudiences(acme, []), { ...acme, projectSubmissionMode: null }, [audiences])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
  });
  it('EXCEPT modes add the other option when one chosen value of a multi-select matches, as the server does', () => {
    const config = except('SUBMIT_FOR_ESTIMATION_EXCEPT');
    expect(requestTypesOffered(withAudiences(config, ['Patients']), config, [audiences])).toEqual(['QUOTE_REQUEST']);
    expect(requestTypesOffered(withAudiences(config, ['Patients', 'Regulators']), config, [audiences])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
  });
  it('compares the conditions with the standard form fields too (spec 2 §4 "a form field value")', () => {
    const config = except('SUBMIT_FOR_TRANSLATION_EXCEPT', 'projectName');
    expect(requestTypesOffered({ ...withAudiences(config, []), projectName: 'Regulators' }, config, [audiences])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(requestTypesOffered({ ...withAudiences(config, []), projectName: 'Leaflet' }, config, [audiences])).toEqual(['TRANSLATION_REQUEST']);
    const bySource = { ...config, createProjectSettings: { submissionModeConditions: [{ fieldName: 'sourceLanguage', value: 'fra' }] } };
    expect(requestTypesOffered({ ...withAudiences(bySource, []), sourceLanguageId: 'fra' }, bySource, [audiences])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
  });
});

describe('custom fields (spec 2 §3, §5)', () => {
  it('takes defaults per type; a checkbox is a boolean', () => {
    expect(customFieldFormValue(def('Department'), def('Department').defaultValue)).toBe('Administration');
    expect(customFieldFormValue(def('Rush'), def('Rush').defaultValue)).toBe(false);
    expect(initialQuoteRequestValues(acme, [def('Rush')]).customFields).toEqual([false]);
  });
  it('is visible by its flag or by the first visibleIf condition', () => {
    expect(isCustomFieldVisible(def('Rush Approver'), () => 'false')).toBe(false);
    expect(isCustomFieldVisible(def('Rush Approver'), () => 'true')).toBe(true);
  });
  it('validates required, regex with its message or Invalid format, and DATE MM/DD/YYYY', () => {
    expect(customFieldErrors(def('Cost Center'), '', 0)).toEqual({ 'customFields.0': 'Required' });
    expect(customFieldErrors(def('Cost Center'), 'x', 0)).toEqual({ 'customFields.0': 'Use the form CC-1234' });
    expect(customFieldErrors({ ...def('Cost Center'), validationMessage: null }, 'x', 0)).toEqual({ 'customFields.0': 'Invalid format' });
    expect(customFieldErrors(def('Cost Center'), 'CC-1234', 0)).toEqual({});
    expect(customFieldErrors(def('Needed By'), '2026-01-02', 4)).toEqual({ 'customFields.4': 'Invalid format (MM/DD/YYYY)' });
    expect(customFieldErrors(def('Needed By'), '01/02/2026', 4)).toEqual({});
    // The day must exist, as the server checks.
    expect(customFieldErrors(def('Needed By'), '02/30/2026', 4)).toEqual({ 'customFields.4': 'Invalid format (MM/DD/YYYY)' });
    expect(customFieldErrors(def('Audiences'), [], 3)).toEqual({ 'customFields.3': 'Required' });
  });
  it('gives PERSON_INFO its three messages', () => {
    expect(customFieldErrors(def('Rush Approver'), { firstName: '', lastName: '', email: 'nope' }, 7)).toEqual({
      'customFields.7.firstName': 'First name is required.',
      'customFields.7.lastName': 'Last name is required.',
      'customFields.7.email': 'A valid email address is required.',
    });
  });
  it('requires a required checkbox to be ticked', () => {
    expect(customFieldErrors({ ...def('Rush'), required: true }, false, 6)).toEqual({ 'customFields.6': 'Required' });
    expect(customFieldErrors({ ...def('Rush'), required: true }, true, 6)).toEqual({});
  });
  it('sends visible fields with their mapping: lists joined by |, a checkbox as true/false, persons as JSON', () => {
    const defs = [def('Audiences'), def('Rush'), def('Rush Approver')];
    const values = { ...initialQuoteRequestValues(acme, defs), customFields: [['Patients', 'Clinicians'], true, { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example' }] };
    expect(customFieldsOf(values, defs)).toEqual([
      { fieldName: 'Audiences', mapping: 'audiences', value: 'Patients|Clinicians' },
      { fieldName: 'Rush', mapping: 'rush', value: 'true' },
      { fieldName: 'Rush Approver', mapping: 'rushApprover', value: '{"firstName":"Ann","lastName":"Lee","email":"ann@acme.example"}' },
    ]);
    expect(customFieldsOf({ ...values, customFields: [['Patients'], false, values.customFields[2]!] }, defs).map((v) => v.fieldName)).toEqual(['Audiences', 'Rush']);
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
    expect(errors.email).toBe('This e-mail address is not allowed for this company.');
    expect(errors.targetLanguageIds).toBe('The target languages must not include the source language.');
  });
  it('refuses any e-mail for a company with no allowed domains, as the server does', () => {
    const none = { ...acme, allowedEmailDomains: [] };
    const values = { ...initialQuoteRequestValues(none, []), email: 'a@acme.example' };
    expect(validateQuoteRequest(values, { ...ctx, audience: 'externalLink', clientConfig: none }).email).toBe('This e-mail address is not allowed for this company.');
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
