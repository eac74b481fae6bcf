import { describe, expect, it } from 'vitest';
import { fileNameKey, sanitizeFileName } from './file-names.ts';
import { jobRequestNameProblem } from './job-requests.ts';
import { isEmailDomainAllowed, offeredRequestTypes, standardFieldValues, submissionConditionMet, type RequestRulesClient } from './requests.ts';
import { fileNameProblem, fileSizeProblem, uploadLimitsFor } from './uploads.ts';

const MB = 1_048_576;

describe('isEmailDomainAllowed (spec 2 §5)', () => {
  it('allows listed domains case-insensitively, none with an empty list, any when skipped or without a company', () => {
    const client: RequestRulesClient = { allowedEmailDomains: ['Acme.com'] };
    expect(isEmailDomainAllowed('ann@ACME.com', client)).toBe(true);
    expect(isEmailDomainAllowed('ann@other.com', client)).toBe(false);
    expect(isEmailDomainAllowed('ann@acme.com', { allowedEmailDomains: [] })).toBe(false);
    // A visitor's public config view does not disclose the list: the browser cannot decide, the server does.
    expect(isEmailDomainAllowed('ann@acme.com', {})).toBe(true);
    expect(isEmailDomainAllowed('ann@other.com', { allowedEmailDomains: [], createProjectSettings: { skipEmailDomainValidation: true } })).toBe(true);
    expect(isEmailDomainAllowed('ann@other.com', null)).toBe(true);
  });
});

describe('offeredRequestTypes (spec 2 §4)', () => {
  const except = (mode: RequestRulesClient['projectSubmissionMode']): RequestRulesClient => ({
    projectSubmissionMode: mode,
    createProjectSettings: { submissionModeConditions: [{ fieldName: 'Urgency', value: 'High' }] },
  });
  it('offers the estimate only without a company', () => {
    expect(offeredRequestTypes(null, [])).toEqual(['QUOTE_REQUEST']);
  });
  it('follows the mode; BOTH or unset offer both', () => {
    expect(offeredRequestTypes({ projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION' }, [])).toEqual(['QUOTE_REQUEST']);
    expect(offeredRequestTypes({ projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION' }, [])).toEqual(['TRANSLATION_REQUEST']);
    expect(offeredRequestTypes({ projectSubmissionMode: 'BOTH' }, [])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes({}, [])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
  });
  it('adds the other type in the EXCEPT modes when a custom field matches, a multi-select by one of its values', () => {
    expect(offeredRequestTypes(except('SUBMIT_FOR_ESTIMATION_EXCEPT'), [])).toEqual(['QUOTE_REQUEST']);
    expect(offeredRequestTypes(except('SUBMIT_FOR_ESTIMATION_EXCEPT'), [{ fieldName: 'Urgency', value: 'High', type: 'LISTONLY' }])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(except('SUBMIT_FOR_TRANSLATION_EXCEPT'), [{ fieldName: 'Urgency', value: 'Low|High', type: 'SELECT_MANY_LIST' }])).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(submissionConditionMet([{ fieldName: 'Urgency', value: 'High' }], [{ fieldName: 'Urgency', value: 'Low|High', type: 'INPUT_TEXT' }])).toBe(false);
  });
  it('matches standard fields too: the source language, a target among several, the project name', () => {
    const on = (fieldName: string, value: string): RequestRulesClient => ({
      projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION_EXCEPT',
      createProjectSettings: { submissionModeConditions: [{ fieldName, value }] },
    });
    const standard = standardFieldValues({ projectName: ' Leaflet ', sourceLanguageId: 'fra', targetLanguageIds: ['esn', 'deu'], notes: '', xtrfServiceId: 2 });
    expect(offeredRequestTypes(on('sourceLanguage', 'fra'), standard)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(on('sourceLanguageId', 'fra'), standard)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(on('targetLanguages', 'deu'), standard)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(on('projectName', 'Leaflet'), standard)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(on('xtrfServiceId', '2'), standard)).toEqual(['QUOTE_REQUEST', 'TRANSLATION_REQUEST']);
    expect(offeredRequestTypes(on('sourceLanguage', 'enu'), standard)).toEqual(['QUOTE_REQUEST']);
    expect(offeredRequestTypes(on('notes', ''), standard)).toEqual(['QUOTE_REQUEST']);
  });
});

describe('file names (spec 1 §5, spec 2 §5)', () => {
  it('sanitises special characters and edges, and compares sanitised names case-insensitively', () => {
    expect(sanitizeFileName('  ..my*file?.docx__ ')).toBe('my-file-.docx');
    expect(sanitizeFileName('Übersetzung (final)_v2.docx')).toBe('Übersetzung (final)_v2.docx');
    expect(fileNameKey('Report?.DOCX')).toBe(fileNameKey('report-.docx'));
    expect(fileNameProblem([{ fileName: 'Report.docx', category: 'SOURCE_DOCUMENT' }, { fileName: 'report.DOCX', category: 'SOURCE_DOCUMENT' }])).toEqual({ code: 'duplicateName', fileName: 'report.DOCX' });
    expect(fileNameProblem([{ fileName: 'a.docx', category: 'SOURCE_DOCUMENT' }, { fileName: 'A.docx', category: 'REFERENCE' }])).toEqual({ code: 'referenceNamesProjectFile', fileName: 'A.docx' });
    expect(fileNameProblem([{ fileName: 'a.docx', category: 'SOURCE_DOCUMENT' }, { fileName: 'b.docx', category: 'REFERENCE' }])).toBeNull();
  });
});

describe('upload limits (spec 2 §5, §9)', () => {
  const src = (size: number, i = 0) => ({ fileName: `f${i}.pdf`, category: 'SOURCE_DOCUMENT', size });
  const ref = (size: number, i = 0) => ({ fileName: `r${i}.pdf`, category: 'REFERENCE', size });
  it('counts a visitor’s reference files inside 20 files, 40 MB each, 60 MB in total', () => {
    const visitor = uploadLimitsFor(true);
    expect(fileSizeProblem([src(1), ref(41 * MB)], visitor)).toEqual({ code: 'fileTooLarge', fileName: 'r0.pdf', max: 40 * MB });
    expect(fileSizeProblem([src(35 * MB), ref(30 * MB)], visitor)).toEqual({ code: 'totalTooLarge', max: 60 * MB });
    expect(fileSizeProblem([...Array.from({ length: 15 }, (_, i) => src(1, i)), ...Array.from({ length: 6 }, (_, i) => ref(1, i))], visitor)).toEqual({ code: 'tooManyFiles', max: 20 });
  });
  it('gives signed-in users the client’s limits or the defaults, and references their own 100 × 1000 MB', () => {
    const limits = uploadLimitsFor(false, { maxFileCount: 2, maxFileSizeBytes: MB, maxTotalSizeBytes: null });
    expect(fileSizeProblem([src(1, 1), src(1, 2), ref(500 * MB)], limits)).toBeNull();
    expect(fileSizeProblem([src(1, 1), src(1, 2), src(1, 3)], limits)).toEqual({ code: 'tooManyFiles', max: 2 });
    expect(fileSizeProblem([ref(1001 * MB)], uploadLimitsFor(false))).toEqual({ code: 'fileTooLarge', fileName: 'r0.pdf', max: 1000 * MB });
    expect(fileSizeProblem(Array.from({ length: 101 }, (_, i) => ref(1, i)), uploadLimitsFor(false))).toEqual({ code: 'tooManyReferenceFiles', max: 100 });
  });
});

describe('jobRequestNameProblem (spec 3 §5)', () => {
  it('counts the trimmed name', () => {
    expect(jobRequestNameProblem('   ')).toBe('required');
    expect(jobRequestNameProblem(` ${'a'.repeat(250)} `)).toBeNull();
    expect(jobRequestNameProblem('a'.repeat(251))).toBe('tooLong');
  });
});
