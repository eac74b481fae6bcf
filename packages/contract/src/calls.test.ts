import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildOpenApiDocument,
  calls,
  pathParamNames,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
  type JobRequestStatus,
  type Language,
  type PresignedPost,
} from './index.ts';
import { ErrorBody, NoContent } from './schemas/common.ts';

// Every call of the tables of spec 1 §7, spec 2 §7 and spec 3 §7 (the external project-system authUrl call
// excepted), plus the embedded identity provider's account calls. Written out by hand on purpose: the
// registry must match this list, not the other way round.
const EXPECTED: ReadonlyArray<readonly [string, string]> = [
  // spec 1 §7
  ['GET', '/clientConfigs'],
  ['GET', '/clientConfigs/{clientId}'],
  ['GET', '/clientConfigs/{clientId}/customFieldDefinitions'],
  ['GET', '/clientConfigs/{clientId}/availableLanguages'],
  // Contract extension (not in the spec tables): a client's registered widget origins (issue "Embedding").
  ['GET', '/clientConfigs/{clientId}/widgetOrigins'],
  ['PUT', '/clientConfigs/{clientId}/widgetOrigins'],
  // Contract extension: a client's glossaries (decision 134).
  ['GET', '/clientConfigs/{clientId}/glossaries'],
  ['POST', '/clientConfigs/{clientId}/glossaries'],
  ['DELETE', '/clientConfigs/{clientId}/glossaries/{glossaryId}'],
  ['GET', '/clientConfigs/{clientId}/glossaries/{glossaryId}/entries'],
  ['POST', '/clientConfigs/{clientId}/glossaries/{glossaryId}/entries'],
  ['PUT', '/clientConfigs/{clientId}/glossaries/{glossaryId}/entries/{entryId}'],
  ['DELETE', '/clientConfigs/{clientId}/glossaries/{glossaryId}/entries/{entryId}'],
  ['POST', '/clientConfigs/{clientId}/glossaries/{glossaryId}/actions/import'],
  ['GET', '/clientConfigs/{clientId}/glossaries/{glossaryId}/export'],
  // Contract extension: a client's translation memory (decision 138).
  ['GET', '/clientConfigs/{clientId}/translationMemory'],
  ['GET', '/clientConfigs/{clientId}/translationMemory/export'],
  ['POST', '/clientConfigs/{clientId}/translationMemory/actions/import'],
  ['DELETE', '/clientConfigs/{clientId}/translationMemory'],
  ['GET', '/userAccount'],
  ['POST', '/userAccount'],
  ['PUT', '/userAccount/language'],
  ['POST', '/userAccount/actions/confirmEmail'],
  ['POST', '/userAccount/actions/assignClient'],
  ['POST', '/userAccount/actions/sendEmailVerificationCode'],
  ['POST', '/userAccounts/actions/validateEmailVerificationCode'],
  ['GET', '/userAccount/languageGroups'],
  ['POST', '/userAccount/languageGroups/{groupScope}'],
  ['GET', '/userAccount/linkedClients'],
  ['GET', '/userAccount/organizationClientContacts'],
  ['GET', '/userAccount/organizationClientContacts/{clientContactId}/indentitySettings'],
  ['POST', '/userAccount/organizationClientContacts/{clientContactId}/indentitySettings/actions/disableMfa'],
  [
    'POST',
    '/userAccount/organizationClientContacts/{clientContactId}/indentitySettings/actions/enableAccount',
  ],
  [
    'POST',
    '/userAccount/organizationClientContacts/{clientContactId}/indentitySettings/actions/disableAccount',
  ],
  ['GET', '/languages'],
  ['GET', '/lltsLanguages'],
  ['GET', '/countries'],
  ['GET', '/provinces'],
  ['POST', '/uiLogs'],
  ['POST', '/tempFiles/actions/createPresignedPost'],
  // Not in the spec tables: the live ballpark estimate (issue "Quote and project requests", item 7).
  ['POST', '/autoQuotes/actions/estimate'],
  ['POST', '/tradeCentric/punchout'],
  ['POST', '/tradeCentric/punchout/actions/initializeLogIn'],
  // the provider desk of the procurement area (contract extension, staff only)
  ['GET', '/providerDesk/jobRequests'],
  ['GET', '/providerDesk/jobRequests/{jobRequestId}'],
  ['POST', '/providerDesk/jobRequests/{jobRequestId}/actions/replaceQuoteDocument'],
  ['POST', '/providerDesk/jobRequests/{jobRequestId}/actions/addDeliverables'],
  ['POST', '/providerDesk/jobRequests/{jobRequestId}/actions/complete'],
  ['GET', '/statistics/projectStats/{projectType}'],
  ['GET', '/statistics/quoteStats/{quoteType}'],
  ['GET', '/statistics/fohPendingReviewStats'],
  ['GET', '/statistics/fohCurrentProjectStats'],
  ['GET', '/statistics/fohCompletedProjectStats'],
  ['GET', '/statistics/qaStats'],
  ['GET', '/statistics/qaSpecialistStats/{id}'],
  ['GET', '/statistics/projectManagerStats/{id}'],
  ['GET', '/statistics/projectCoordinatorCurrentStats/{id}'],
  ['GET', '/statistics/projectCoordinatorCurrentUnassignedStats'],
  ['GET', '/statistics/projectCoordinatorCompletedStats/{id}'],
  ['GET', '/statistics/statsPastDue/{id}'],
  ['GET', '/statistics/statsDueToday/{id}'],
  // spec 2 §7
  ['GET', '/autoQuotes/{jobRequestId}'],
  ['POST', '/jobRequests/{jobRequestId}/actions/acceptAutoQuote'],
  ['POST', '/jobRequests/{jobRequestId}/actions/rejectAutoQuote'],
  ['POST', '/jobRequests'],
  ['POST', '/jobRequests/actions/unauthenticatedCreateJobRequest'],
  ['POST', '/projects'],
  ['POST', '/quotes'],
  ['POST', '/projects/{projectId}/actions/addFiles'],
  ['POST', '/quotes/{quoteId}/actions/addFiles'],
  // spec 3 §7
  ['GET', '/jobRequests'],
  ['GET', '/jobRequests/{jobRequestId}'],
  ['POST', '/jobRequests/{jobRequestId}/actions/renameJobRequest'],
  ['POST', '/jobRequests/{jobRequestId}/actions/archive'],
  ['POST', '/jobRequests/{jobRequestId}/actions/submitToXtrf'],
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/downloadUrl'],
  ['POST', '/jobRequests/{jobRequestId}/actions/zipTranslatedFiles'],
  ['GET', '/jobRequests/{jobRequestId}/actions/zipTranslatedFiles/status'],
  ['POST', '/jobRequests/{jobRequestId}/actions/acceptQuote'],
  ['POST', '/jobRequests/{jobRequestId}/actions/rejectQuote'],
  ['GET', '/machineTranslation/settings'],
  ['POST', '/machineTranslation/actions/translateText'],
  ['POST', '/machineTranslation/actions/translateFiles'],
  ['POST', '/machineTranslation/actions/translateMediaFiles'],
  ['GET', '/xl8/fileTranslation/languageCombinations'],
  ['GET', '/xl8/dubbing/dubbingVoices'],
  // Not in the spec tables: what each dubbing voice's sampleUrl points at (spec 3 §3 "sampleUrl").
  ['GET', '/xl8/dubbing/dubbingVoices/{voiceName}/sample'],
  // Not in the spec tables: reviewing and editing a media request's transcript and translations.
  ['GET', '/jobRequests/{jobRequestId}/mediaSegments'],
  ['PUT', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/transcript'],
  ['PUT', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/translations/{languageId}'],
  ['POST', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/languages/{languageId}/actions/import'],
  ['POST', '/jobRequests/{jobRequestId}/mediaSegments/actions/retranslateStale'],
  ['POST', '/jobRequests/{jobRequestId}/mediaSegments/actions/rebuildOutputs'],
  ['GET', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/languages/{languageId}/subtitles'],
  ['GET', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/peaks'],
  // Decision 145: the translation memory's suggestions beside the editor's lines.
  ['GET', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/languages/{languageId}/memorySuggestions'],
  // Decision 173: a translated document's segments reviewed and edited, and its file built again.
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/segments'],
  ['PUT', '/jobRequests/{jobRequestId}/files/{fileKey}/segments'],
  ['POST', '/jobRequests/{jobRequestId}/files/{fileKey}/segments/actions/confirm'],
  ['POST', '/jobRequests/{jobRequestId}/files/{fileKey}/actions/rebuild'],
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/versions'],
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/versions/{version}/downloadUrl'],
  // Contract extension: beside a reviewed document's segments, and what its checks read and keep (decision 181).
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/segments/assists'],
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/checks'],
  ['PUT', '/jobRequests/{jobRequestId}/files/{fileKey}/checks/dismissals'],
  ['PUT', '/jobRequests/{jobRequestId}/files/{fileKey}/checks/words'],
  ['GET', '/jobRequests/{jobRequestId}/files/{fileKey}/preview'],
  ['GET', '/reports'],
  ['GET', '/reports/{reportId}'],
  ['GET', '/reports/{reportId}/rows'],
  ['GET', '/reports/{reportId}/chart'],
  // the identity provider's own calls (spec 1 §7)
  ['GET', '/identity/mfa'],
  ['POST', '/identity/changePassword'],
  ['POST', '/identity/totp/associate'],
  ['POST', '/identity/totp/verify'],
  ['POST', '/identity/preferredMfa'],
  // Contract extension: a company's API keys (decision 133).
  ['GET', '/apiKeys'],
  ['POST', '/apiKeys'],
  ['POST', '/apiKeys/{apiKeyId}/actions/revoke'],
  ['DELETE', '/apiKeys/{apiKeyId}'],
  // Contract extension: a company's webhook endpoints (decision 136).
  ['GET', '/webhookEndpoints'],
  ['POST', '/webhookEndpoints'],
  ['DELETE', '/webhookEndpoints/{webhookEndpointId}'],
  ['POST', '/webhookEndpoints/{webhookEndpointId}/actions/enable'],
  ['POST', '/webhookEndpoints/{webhookEndpointId}/actions/sendTest'],
  ['GET', '/webhookEndpoints/{webhookEndpointId}/deliveries'],
  ['POST', '/webhookEndpoints/{webhookEndpointId}/deliveries/{webhookDeliveryId}/actions/redeliver'],
  // Contract extension: the signed-in person's notices and their mail choices (decision 140).
  ['GET', '/notices'],
  ['GET', '/notices/stream'],
  ['POST', '/notices/{noticeId}/actions/markRead'],
  ['POST', '/notices/actions/markAllRead'],
  ['GET', '/userAccount/noticePreferences'],
  ['PUT', '/userAccount/noticePreferences'],
  // Contract extension: a company's audit trail (decision 182).
  ['GET', '/clientConfigs/{clientId}/auditEvents'],
  ['GET', '/clientConfigs/{clientId}/auditEvents/export'],
  ['GET', '/auditTrail/companies'],
  // Contract extension: retention, deleting files now and deletion receipts (decision 183).
  ['GET', '/clientConfigs/{clientId}/retention'],
  ['PUT', '/clientConfigs/{clientId}/retention'],
  ['POST', '/jobRequests/{jobRequestId}/actions/deleteFiles'],
  ['POST', '/clientConfigs/{clientId}/actions/deleteFiles'],
  ['GET', '/clientConfigs/{clientId}/deletionReceipts'],
  ['GET', '/clientConfigs/{clientId}/deletionReceipts/{receiptId}'],
  ['GET', '/clientConfigs/{clientId}/deletionReceipts/{receiptId}/downloadUrl'],
  // Contract extension: conversations on a request (decision 185).
  ['GET', '/jobRequests/{jobRequestId}/threads'],
  ['POST', '/jobRequests/{jobRequestId}/threads'],
  ['GET', '/threads/{threadId}/messages'],
  ['POST', '/threads/{threadId}/messages'],
  ['POST', '/threads/{threadId}/actions/markRead'],
  ['GET', '/threads/{threadId}/attachments/{attachmentId}/downloadUrl'],
  ['GET', '/conversations/unreadCounts'],
  ['GET', '/conversations/inbox'],
  // Contract extension: review issues, scores, quality profiles, approval (decision 184).
  ['POST', '/jobRequests/{jobRequestId}/files/{fileKey}/qualityIssues'],
  ['POST', '/jobRequests/{jobRequestId}/mediaSegments/{fileIndex}/languages/{languageId}/qualityIssues'],
  ['GET', '/jobRequests/{jobRequestId}/qualityIssues'],
  ['PATCH', '/jobRequests/{jobRequestId}/qualityIssues/{issueId}'],
  ['POST', '/jobRequests/{jobRequestId}/qualityIssues/{issueId}/actions/answer'],
  ['DELETE', '/jobRequests/{jobRequestId}/qualityIssues/{issueId}'],
  ['GET', '/jobRequests/{jobRequestId}/qualityIssues/export'],
  ['GET', '/clientConfigs/{clientId}/qualityProfiles'],
  ['PUT', '/clientConfigs/{clientId}/qualityProfiles/{name}'],
  ['POST', '/jobRequests/{jobRequestId}/languages/{languageId}/actions/approve'],
  ['POST', '/jobRequests/{jobRequestId}/languages/{languageId}/actions/requestChanges'],
  ['GET', '/jobRequests/{jobRequestId}/reviewDecisions'],
  ['GET', '/clientConfigs/{clientId}/reviewSettings'],
  ['PUT', '/clientConfigs/{clientId}/reviewSettings'],
  // Contract extension: the quality record (decision 187).
  ['GET', '/statistics/quality'],
  ['GET', '/clientConfigs/{clientId}/qualityHistory'],
];

const all = Object.entries(calls) as Array<[string, CallDefinition]>;
const key = (method: string, path: string) => `${method} ${path}`;

describe('call registry', () => {
  it('has every call of the spec tables, and no other', () => {
    const registered = new Set(all.map(([, c]) => key(c.method, c.path)));
    const expected = new Set(EXPECTED.map(([m, p]) => key(m, p)));
    expect(expected.size).toBe(EXPECTED.length);
    expect([...expected].filter((k) => !registered.has(k))).toEqual([]);
    expect([...registered].filter((k) => !expected.has(k))).toEqual([]);
    expect(all.length).toBe(EXPECTED.length);
  });

  it('names each call by its operationId, uniquely', () => {
    for (const [name, call] of all) expect(call.operationId).toBe(name);
    expect(new Set(all.map(([, c]) => c.operationId)).size).toBe(all.length);
  });

  it('declares exactly the path parameters of each path', () => {
    for (const [name, call] of all) {
      const inPath = pathParamNames(call.path).sort();
      const declared = Object.keys(call.params?.properties ?? {}).sort();
      expect({ name, params: declared }).toEqual({ name, params: inPath });
      if (call.params) expect([...(call.params.required ?? [])].sort()).toEqual(inPath);
    }
  });

  it('lists a success status and error statuses with the error body on every call', () => {
    for (const [name, call] of all) {
      const statuses = Object.keys(call.response).map(Number);
      const successes = statuses.filter((s) => s >= 200 && s < 300);
      expect({ name, successes: successes.length }).toEqual({ name, successes: 1 });
      expect({ name, has500: statuses.includes(500) }).toEqual({ name, has500: true });
      // cXML calls answer their errors as cXML Status documents; every JSON call with the error body.
      for (const s of statuses.filter((x) => x >= 400)) {
        const schema = call.response[s] as typeof ErrorBody;
        // A 409 may say what changed meanwhile (decision 173): the error body's own fields, the same, first.
        if (s === 409 && schema !== ErrorBody && call.mediaType !== 'text/xml') expect({ name, fields: Object.keys(schema.properties).slice(0, 2) }).toEqual({ name, fields: ['message', 'errorCode'] });
        else expect(schema).toBe(call.mediaType === 'text/xml' ? call.response[200] : ErrorBody);
      }
      if (statuses.includes(204)) expect(call.response[204]).toBe(NoContent);
      if (call.auth === 'required')
        expect({ name, has401: statuses.includes(401) }).toEqual({ name, has401: true });
      if (call.params)
        expect({ name, has404: statuses.includes(404) || statuses.includes(400) }).toEqual({
          name,
          has404: true,
        });
      if (call.body || call.querystring || call.params)
        expect({ name, has400: statuses.includes(400) }).toEqual({ name, has400: true });
    }
  });

  it('answers 409 on quote accept and reject (spec 1 §8, spec 2 §8)', () => {
    for (const c of [calls.acceptQuote, calls.rejectQuote, calls.acceptAutoQuote, calls.rejectAutoQuote]) {
      expect(Object.keys(c.response)).toContain('409');
    }
  });

  it('keeps the spec spelling indentitySettings and the dubbing-voices path', () => {
    expect(calls.getIndentitySettings.path).toContain('/indentitySettings');
    expect(calls.getDubbingVoices.path).toBe('/xl8/dubbing/dubbingVoices');
  });

  it('offers the existence flags on the languages call (spec 1 §3)', () => {
    expect(Object.keys(calls.getLanguages.querystring.properties).sort()).toEqual(
      [
        'azureIdExists',
        'intentoIdExists',
        'smartMateIdExists',
        'xl8DubbingIdExists',
        'xl8FileTranslationIdExists',
        'xl8SyncIdExists',
        'xtrfIdExists',
      ].sort(),
    );
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'https://localhost:3000/v1', version: '1.0.0' }) as any;

  it('has an operation for every call of the spec tables', () => {
    for (const [method, path] of EXPECTED) {
      expect({
        path,
        method,
        op: doc.paths[path]?.[method.toLowerCase()]?.operationId !== undefined,
      }).toEqual({
        path,
        method,
        op: true,
      });
    }
    const operations = Object.values(doc.paths as Record<string, object>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations.length).toBe(EXPECTED.length);
  });
});

describe('static types of calls', () => {
  it('derive body, params, query and response types from the schemas', () => {
    expectTypeOf<CallResponse<typeof calls.getLanguages>>().toEqualTypeOf<Language[]>();
    expectTypeOf<CallResponse<typeof calls.createPresignedPost>>().toEqualTypeOf<PresignedPost>();
    expectTypeOf<CallParams<typeof calls.getJobRequest>>().toEqualTypeOf<{ jobRequestId: string }>();
    expectTypeOf<CallQuery<typeof calls.getCountries>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallBody<typeof calls.renameJobRequest>>().toEqualTypeOf<{ newName: string }>();
    expectTypeOf<CallResponse<typeof calls.archiveJobRequest>>().toEqualTypeOf<null>();
    expectTypeOf<JobRequestStatus>().toExtend<string>();
    expectTypeOf<'QUOTE_EXPIRED'>().toExtend<JobRequestStatus>();
    expectTypeOf<'NOPE'>().not.toExtend<JobRequestStatus>();
  });
});
