import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import * as contract from './index.ts';
import { calls, type CallDefinition } from './index.ts';
import { createAjv, isTypeBoxSchema } from './test-ajv.ts';

const ajv = createAjv();
const queryAjv = createAjv({ coerceTypes: 'array' });
const check = (schema: TSchema, value: unknown) => ajv.validate(schema, value);

describe('every schema compiles with Ajv (strict, with formats)', () => {
  const exported = Object.entries(contract).filter(([, v]) => isTypeBoxSchema(v)) as Array<[string, TSchema]>;

  it('finds the exported schemas', () => {
    expect(exported.length).toBeGreaterThan(100);
  });

  it.each(exported)('exported schema %s', (_name, schema) => {
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  const parts = (Object.entries(calls) as Array<[string, CallDefinition]>).flatMap(([name, call]) => [
    ...(call.params ? [[`${name} params`, call.params] as const] : []),
    ...(call.querystring ? [[`${name} querystring`, call.querystring] as const] : []),
    ...(call.body ? [[`${name} body`, call.body] as const] : []),
    ...Object.entries(call.response).map(([status, schema]) => [`${name} ${status}`, schema] as const),
  ]);
  it.each(parts)('%s', (_name, schema) => {
    expect(() => ajv.compile(schema)).not.toThrow();
  });
});

describe('error body (spec 1 §8)', () => {
  it('needs a message, errorCode optional', () => {
    expect(check(contract.ErrorBody, { message: 'Not Found' })).toBe(true);
    expect(
      check(contract.ErrorBody, { message: 'Conflict error', errorCode: 'QUOTE_ALREADY_ACCEPTED' }),
    ).toBe(true);
    expect(check(contract.ErrorBody, { errorCode: 'X' })).toBe(false);
    expect(check(contract.ErrorBody, { message: 1 })).toBe(false);
  });
});

describe('enums', () => {
  it('accept their values and nothing else', () => {
    expect(check(contract.JobRequestStatus, 'QUOTE_EXPIRED')).toBe(true);
    expect(check(contract.JobRequestStatus, 'QUOTE_PENDING')).toBe(false);
    expect(check(contract.SubmitMode, 'SUBMIT_FOR_TRANSLATION_EXCEPT')).toBe(true);
    expect(check(contract.SubtitleFormat, 'srt')).toBe(true);
    expect(check(contract.SubtitleFormat, 'SRT')).toBe(false);
    expect(contract.JOB_REQUEST_STATUSES).toHaveLength(18);
    expect(contract.ROLES).toHaveLength(14);
    expect(contract.SUBTITLE_FORMATS).toHaveLength(15);
    for (const status of contract.IN_PROGRESS_JOB_REQUEST_STATUSES)
      expect(contract.JOB_REQUEST_STATUSES).toContain(status);
  });
});

describe('payment preferences (spec 2 §3, §5)', () => {
  const pp = contract.PaymentPreferences;
  const country = { id: 227, name: 'United States' };
  it('CREDIT_CARD requires address 1, city, state, country and zip', () => {
    const contact = {
      address1: '1 Main St',
      city: 'Monterey',
      province: { id: 5, name: 'California' },
      country,
      zipCode: '93940',
    };
    expect(check(pp, { paymentType: 'CREDIT_CARD', billingContact: contact })).toBe(true);
    expect(check(pp, { paymentType: 'CREDIT_CARD', billingContact: { ...contact, city: undefined } })).toBe(
      false,
    );
    expect(check(pp, { paymentType: 'CREDIT_CARD', billingContact: { ...contact, address1: '' } })).toBe(
      false,
    );
    expect(check(pp, { paymentType: 'CREDIT_CARD' })).toBe(false);
  });
  it('BILL_TO_ACCOUNT requires the client ID number, personal code optional', () => {
    expect(check(pp, { paymentType: 'BILL_TO_ACCOUNT', billingAccount: { clientIdNumber: 'C-1' } })).toBe(
      true,
    );
    expect(check(pp, { paymentType: 'BILL_TO_ACCOUNT', billingAccount: { personalCode: 'x' } })).toBe(false);
  });
  it('INVOICE_DIRECTLY has no required fields', () => {
    expect(check(pp, { paymentType: 'INVOICE_DIRECTLY' })).toBe(true);
    expect(
      check(pp, {
        paymentType: 'INVOICE_DIRECTLY',
        billingContact: { email: 'ap@example.com', phoneNumber: '1' },
      }),
    ).toBe(true);
  });
  it('rejects an unknown payment type', () => {
    expect(check(pp, { paymentType: 'CASH' })).toBe(false);
    expect(
      check(calls.acceptAutoQuote.body, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } }),
    ).toBe(true);
    expect(check(calls.acceptAutoQuote.body, {})).toBe(false);
  });
});

describe('job request payloads (spec 2 §3, spec 3 §3)', () => {
  const valid = {
    origination: 'WEBFORM',
    name: 'Contract translation',
    requestType: 'QUOTE_REQUEST',
    sourceLanguage: { id: 'enu', name: 'English' },
    targetLanguages: [{ id: 'esp', name: 'Spanish' }],
    files: [{ fileName: 'a.docx', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/1/a.docx' }],
    fileLinks: [{ url: 'https://example.com/a.pdf', name: 'a.pdf' }],
    customFields: [{ fieldName: 'PO', mapping: 'po', value: '42' }],
    notes: 'Please hurry',
    externalReferenceId: 'REQ-1',
  };
  it('accepts a signed-in payload', () => {
    expect(check(calls.createJobRequest.body, valid)).toBe(true);
  });
  it('rejects a bad request type, no target, a bad file category or a name over 250 characters', () => {
    expect(check(calls.createJobRequest.body, { ...valid, requestType: 'JUNK_REQUEST' })).toBe(false);
    expect(check(calls.createJobRequest.body, { ...valid, targetLanguages: [] })).toBe(false);
    expect(
      check(calls.createJobRequest.body, { ...valid, files: [{ ...valid.files[0], category: 'PDF' }] }),
    ).toBe(false);
    expect(check(calls.createJobRequest.body, { ...valid, name: 'x'.repeat(251) })).toBe(false);
    expect(
      check(calls.createJobRequest.body, { ...valid, fileLinks: [{ url: 'not a url', name: 'a' }] }),
    ).toBe(false);
  });
  it('requires the requestor and a 6-character verification code from a visitor', () => {
    const visitor = {
      ...valid,
      companyName: 'Acme',
      requestorEmail: 'jo@acme.com',
      requestorFirstName: 'Jo',
      requestorLastName: 'Doe',
      contactAddress: { address1: '1 Main', city: 'X', country: { id: 227, name: 'United States' } },
      emailVerificationCode: 'AB12CD',
    };
    expect(check(calls.unauthenticatedCreateJobRequest.body, visitor)).toBe(true);
    expect(
      check(calls.unauthenticatedCreateJobRequest.body, { ...visitor, emailVerificationCode: '123' }),
    ).toBe(false);
    expect(check(calls.unauthenticatedCreateJobRequest.body, { ...visitor, requestorEmail: 'nope' })).toBe(
      false,
    );
  });
  it('limits a rename to 250 non-blank characters (spec 3 §5)', () => {
    expect(check(calls.renameJobRequest.body, { newName: 'New name' })).toBe(true);
    expect(check(calls.renameJobRequest.body, { newName: '   ' })).toBe(false);
    expect(check(calls.renameJobRequest.body, { newName: 'x'.repeat(251) })).toBe(false);
  });
});

describe('machine translation payloads (spec 3 §5)', () => {
  const files = [{ fileName: 'a.txt', category: 'SOURCE_DOCUMENT', fileKey: 'k' }];
  it('allows at most 10 target languages', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `l${i}`);
    expect(
      check(calls.translateFiles.body, {
        requestName: 'r',
        files,
        sourceLanguageId: 'enu',
        targetLanguageIds: ten,
      }),
    ).toBe(true);
    expect(
      check(calls.translateFiles.body, {
        requestName: 'r',
        files,
        sourceLanguageId: 'enu',
        targetLanguageIds: [...ten, 'x'],
      }),
    ).toBe(false);
  });
  it('takes lower-case subtitle formats and dubbing voices', () => {
    const body = {
      requestName: 'm',
      files: [{ ...files[0], languageId: 'enu' }],
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esp'],
      subtitlesType: 'srt',
      isDubbingRequested: true,
      dubbingVoices: [{ languageId: 'esp', voiceName: 'es+f1' }],
    };
    expect(check(calls.translateMediaFiles.body, body)).toBe(true);
    expect(check(calls.translateMediaFiles.body, { ...body, subtitlesType: 'mp4' })).toBe(false);
  });
  it('needs non-blank text and a target', () => {
    expect(check(calls.translateText.body, { text: 'Hello', targetLanguageCode: 'es' })).toBe(true);
    expect(check(calls.translateText.body, { text: '  ', targetLanguageCode: 'es' })).toBe(false);
    expect(check(calls.translateText.body, { text: 'Hello' })).toBe(false);
  });
});

describe('uploads, logs, identity', () => {
  it('presigned post key must hold the literal ${filename} placeholder', () => {
    expect(
      check(contract.PresignedPost, {
        url: 'https://s3/bucket',
        fields: { key: 'tmp/u1/${filename}', policy: 'p' },
      }),
    ).toBe(true);
    expect(
      check(contract.PresignedPost, { url: 'https://s3/bucket', fields: { key: 'tmp/u1/a.docx' } }),
    ).toBe(false);
    expect(
      check(contract.PresignedPost, {
        url: 'https://s3/bucket',
        fields: { key: 'tmp/${filename}', policy: 1 },
      }),
    ).toBe(false);
  });
  it('presigned post body is optional (Fastify validates an absent body as null)', () => {
    expect(check(calls.createPresignedPost.body, null)).toBe(true);
    expect(check(calls.createPresignedPost.body, { fileCount: 3, purpose: 'jobRequest' })).toBe(true);
    expect(check(calls.createPresignedPost.body, { fileCount: 0 })).toBe(false);
  });
  it('ui log needs a known level', () => {
    const body = {
      level: 'ERROR',
      message: 'boom',
      details: { errorMessage: 'x', errorName: 'TypeError', stackTrace: 's', cause: { a: 1 }, error: 'e' },
    };
    expect(check(calls.createUiLog.body, body)).toBe(true);
    expect(check(calls.createUiLog.body, { ...body, level: 'FATAL' })).toBe(false);
  });
  it('TOTP code is 6 digits; passwords follow the rule (spec 1 §5)', () => {
    expect(check(calls.verifyTotp.body, { code: '123456' })).toBe(true);
    expect(check(calls.verifyTotp.body, { code: '12345a' })).toBe(false);
    expect(check(calls.changePassword.body, { oldPassword: 'x', newPassword: 'Secret123' })).toBe(true);
    expect(check(calls.changePassword.body, { oldPassword: 'x', newPassword: 'secret123' })).toBe(false);
    expect(check(calls.changePassword.body, { oldPassword: 'x', newPassword: 'Secret12'.slice(0, 7) })).toBe(
      false,
    );
    expect(check(calls.setPreferredMfa.body, { preferredMfa: 'NOMFA' })).toBe(true);
    expect(check(calls.setPreferredMfa.body, { preferredMfa: 'SMS' })).toBe(false);
    // Spec 1 §4: a software-token method, as an external identity provider reports it, is MFA on.
    expect(check(calls.getMfa.response[200], { preferredMfa: 'SOFTWARE_TOKEN_MFA', isMfaEnabled: true })).toBe(true);
  });
  it('language groups need a name and at least one language (spec 1 §5)', () => {
    const group = { name: 'Europe', scope: 'PERSONAL', languages: [{ id: 'fra', name: 'French' }] };
    expect(check(calls.saveLanguageGroups.body, [group])).toBe(true);
    expect(check(calls.saveLanguageGroups.body, [{ ...group, languages: [] }])).toBe(false);
    expect(check(calls.saveLanguageGroups.params, { groupScope: 'ORGANIZATION' })).toBe(true);
    expect(check(calls.saveLanguageGroups.params, { groupScope: 'TEAM' })).toBe(false);
  });
});

describe('query strings (coerced as Fastify does)', () => {
  it('reads the language existence flags as booleans', () => {
    const q: Record<string, unknown> = { xtrfIdExists: 'true', xl8DubbingIdExists: 'false' };
    expect(queryAjv.validate(calls.getLanguages.querystring, q)).toBe(true);
    expect(q).toEqual({ xtrfIdExists: true, xl8DubbingIdExists: false });
    expect(queryAjv.validate(calls.getLanguages.querystring, { azureIdExists: 'maybe' })).toBe(false);
  });
  it('checks job request list paging and status lists', () => {
    expect(
      queryAjv.validate(calls.listJobRequests.querystring, {
        origination: 'COUPA',
        pageSize: '10',
        status: 'CREATED,TRANSLATING',
      }),
    ).toBe(true);
    expect(queryAjv.validate(calls.listJobRequests.querystring, { pageSize: '0' })).toBe(false);
    expect(queryAjv.validate(calls.listJobRequests.querystring, { origination: 'FAX' })).toBe(false);
    expect(queryAjv.validate(calls.listJobRequests.querystring, { status: 'created;drop' })).toBe(false);
  });
  it('checks the statistics project types', () => {
    expect(check(calls.getProjectStats.params, { projectType: 'healthcareTat' })).toBe(true);
    expect(check(calls.getProjectStats.params, { projectType: 'pastDue' })).toBe(true);
    expect(check(calls.getProjectStats.params, { projectType: 'unknown' })).toBe(false);
  });
});
