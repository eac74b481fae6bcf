// The cross-tenant matrix (decision 072), generated from the contract's call list: every call whose path,
// query or body names an object by id, key or token is sent by its owner and by four callers who must not reach the
// object — a user of another company, a user of the owner's company (or of the provider) without the needed role, a
// visitor, and a non-ADMIN sending the impersonation header — each once with the real reference and once with a
// reference to nothing. The owner must succeed; every other caller must fail, with the same answer for the real and
// the missing object (no existence oracle), and without any of the object's data in the answer.
//
// What a call needs beyond its path parameters (a body the owner's request succeeds with, a fresh object for a
// call that changes state) is a recipe below; a call with a reference the generator cannot fill, and no recipe
// and no listed exception, fails the suite — so a new call is covered, or consciously excepted, the day it lands.
import { randomBytes, randomUUID } from 'node:crypto';
import { calls, fillPath, IMPERSONATION_HEADER, pathParamNames, PLANNED_CALLS, type CallDefinition } from '../../../packages/contract/src/index.ts';
import { totpCode } from '../../../packages/server/src/identity/totp.ts';
import { uploadFile, type Post } from '../../../packages/server/test/helpers.ts';
import { DEMO_LINK_TOKENS } from '../../../packages/server/src/seed/demo-data.ts';
import { autoQuotes, clientConfigs, jobRequests, notices, providerStaff, userAccounts } from '../../../packages/server/src/db/schema/index.ts';
import { validValue } from './fuzz.ts';
import { requestWithFiles, uploadFiles, type LightMyRequestResponse, type System } from './system.ts';

export const ALICE = 'client@acme-health.example'; // CLIENT of Acme Health (also linked to Globex)
export const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme Health
export const GRACE = 'client@globex.example'; // CLIENT of Globex, not linked to Acme
const ADMIN = 'admin@lingua.example';
const COORDINATOR = 'coordinator@lingua.example'; // PROJECT_COORDINATOR: the desk and the dashboards
const QA = 'qa@lingua.example'; // provider staff without a desk role
const LINGUIST = 'linguist@lingua.example'; // the provider's vendor: no dashboard role

export type ActorKind = 'owner' | 'other company' | 'same company, no role' | 'visitor' | 'impersonation header';
export const ACTOR_KINDS: readonly ActorKind[] = ['owner', 'other company', 'same company, no role', 'visitor', 'impersonation header'];

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** A property that names an object, a file or a secret: what an attacker swaps for someone else's. */
const REFERENCE = /(^id$|Id$|Ids$|Key$|Keys$|Token$|^code$|Code$|^username$)/;

/**
 * References that name nothing anybody owns, by field path (`in:path.to.field`, `[]` for array items). Each with
 * why it is not an object of one company.
 */
export const NOT_OWNED: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /(^|\.|:)(sourceLanguage\.id|targetLanguages\[\]\.id|languages\[\]\.(id|xtrfId)|province\.id|country\.id|sourceLanguageId|targetLanguageIds|languageId|sourceLanguageCode|targetLanguageCode|xtrfServiceId)$/,
    reason: 'reference data: languages, countries, provinces and services are the same for every caller',
  },
  { pattern: /^query:pageToken$/, reason: "a position in the caller's own list, which is scoped to the caller's organisation" },
  { pattern: /billingAccount\.(clientIdNumber|personalCode)$/, reason: 'payment details the payer types in, not a reference to a stored object' },
  { pattern: /^path:reportId$/, reason: "report definitions are the same for every organisation; their rows are scoped to the caller's organisation" },
];

/** Calls with a reference that the matrix does not send, each with why — listed, never silently skipped. */
export const EXCEPTED: Readonly<Record<string, string>> = {
  createUserAccount: 'sign-up by link: the sign-up token is the only credential (no caller owns anything yet); wrong tokens are refused in the accounts tests',
  confirmEmail: 'the code of the confirmation e-mail is proof of the address, bound to that address; no caller is involved',
  validateEmailVerificationCode: 'a code proves an e-mail address to a visitor; bound to the address and throttled (email-verification tests)',
  verifyTotp: "the code is checked against the caller's own authenticator secret; there is no object of anyone else to name",
  assignClient:
    'the id names a company, and which companies exist is public (getClientConfig answers any id with its public view); joining a company the caller is not linked to is refused (accounts tests)',
  unauthenticatedCreateJobRequest: "a visitor's call: the verified e-mail code and the visitor's own upload prefix are its only credentials (quote-requests tests)",
  createProject: 'by link: the company id and its link token are the credential, checked before anything else (projects tests)',
  createQuote: 'by link: the company id and its link token are the credential, checked before anything else (projects tests)',
  initializeLogIn: "server to server after the procurement platform's punch-out: the random request id of an open session is the credential (procurement tests)",
};

/** A call's references: `where:path` of every property the REFERENCE rule picks and NOT_OWNED does not excuse. */
export function referencesOf(call: CallDefinition): string[] {
  const out: string[] = [];
  const walk = (s: Schema | undefined, prefix: string) => {
    if (!s) return;
    if (s.anyOf) for (const o of s.anyOf) walk(o, prefix);
    if (s.type === 'object') {
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        const p = `${prefix}${prefix.endsWith(':') ? '' : '.'}${k}`;
        if (REFERENCE.test(k) && !NOT_OWNED.some((n) => n.pattern.test(p))) out.push(p);
        walk(v, p);
      }
    }
    if (s.type === 'array') walk(s.items, `${prefix}[]`);
  };
  walk(call.params as Schema | undefined, 'path:');
  walk(call.querystring as Schema | undefined, 'query:');
  walk(call.body as Schema | undefined, 'body:');
  return [...new Set(out)];
}

/**
 * What the matrix does with a call: nothing (no references), skip it with the listed reason, fail on it (a
 * reference outside the path that no recipe fills), or send it (a recipe, or path parameters only — whose names
 * must then be ones `Fixtures.byName` knows, or the call fails when its objects are made).
 */
export function planOf(name: string, call: CallDefinition): { kind: 'no references' | 'excepted' | 'sent' } | { kind: 'uncovered'; why: string } {
  const refs = referencesOf(call);
  if (!refs.length) return { kind: 'no references' };
  if (EXCEPTED[name]) return { kind: 'excepted' };
  const beyondPath = refs.filter((r) => !r.startsWith('path:'));
  if (!RECIPES[name] && beyondPath.length) {
    return { kind: 'uncovered', why: `references outside the path (${beyondPath.join(', ')}) need a recipe, or an entry in EXCEPTED with a reason` };
  }
  return { kind: 'sent' };
}

/** Values of one object's references, by name (path parameter names, or names a recipe's body reads). */
export type Refs = Record<string, string>;
/** Values a recipe's body needs that are not references: the missing object keeps them as they are. */
const NOT_REFERENCES = new Set(['languageId', 'origins', 'files', 'fileIndex', 'version', 'esVersion', 'transcript', 'translation', 'srt']);

interface Recipe {
  /** Who may do it; by default the client user of Acme (ALICE), or the coordinator for the desk and dashboards. */
  owner?: string;
  /**
   * The same company's (or the provider's) user lacking the role this call needs, or why there is none; by
   * default Acme's CLIENT_EMPLOYEE (BOB) for client calls — a call he may use makes the suite fail until its
   * recipe says why.
   */
  withoutRole?: string | { none: string };
  /** The object(s) of this call, made or found before anything is sent; by default one per path parameter name. */
  fixture?: (f: Fixtures) => Promise<Refs>;
  body?: (refs: Refs, as: string | undefined) => unknown;
  query?: (refs: Refs) => string;
  /** Owners' requests run in this order (default 0), after every other caller's: for calls that undo another. */
  ownerStep?: number;
  /**
   * Open by design (the reason): every caller may read it, but a caller who is not a member gets exactly what a
   * visitor gets — nothing more of the company.
   */
  open?: string;
  /**
   * A filter by design (the reason): every member gets an answer, in which what they may not read is left out —
   * so another caller's answer for the real object must be the very answer for a missing one.
   */
  filtered?: string;
}

const JOB_REQUESTS_ARE_THE_COMPANYS = {
  none: "a job request is the whole company's: every client user of the organisation sees and answers it (spec 3 §4)",
};
const CHANGED_BY_OWNER_OR_ADMIN = {
  none: "a colleague may read the request, so its existence is no secret to them; renaming or archiving it answers them 403 (decision 177, covered by the job requests' own tests)",
};
const ACME_FIELDS = [
  { fieldName: 'Cost Center', value: 'CC-1234' },
  { fieldName: 'Department', value: 'Oncology' },
  { fieldName: 'Audiences', value: 'Patients' },
];
const GLOBEX_FIELDS = [{ fieldName: 'Department', value: 'Claims' }];
const fieldsFor = (as: string | undefined) => (as === GRACE ? GLOBEX_FIELDS : ACME_FIELDS);

const PUBLIC_VIEW = "spec 2: the visitor's quote form reads a company's public configuration by its id; members get more";
const MEMBERS_ALIKE = { none: 'every member of the company gets the member view; no role is needed' };

export const RECIPES: Readonly<Record<string, Recipe>> = {
  getClientConfig: { open: PUBLIC_VIEW, withoutRole: MEMBERS_ALIKE },
  getCustomFieldDefinitions: { open: PUBLIC_VIEW, withoutRole: MEMBERS_ALIKE },
  getAvailableLanguages: { open: PUBLIC_VIEW, withoutRole: MEMBERS_ALIKE },
  getWidgetOrigins: { owner: ADMIN, withoutRole: COORDINATOR },
  setWidgetOrigins: { owner: ADMIN, withoutRole: COORDINATOR, body: (r) => ({ widgetOrigins: JSON.parse(r.origins!) as string[] }), fixture: (f) => f.widgetOrigins() },
  getIndentitySettings: { withoutRole: BOB },
  listApiKeys: { withoutRole: BOB, fixture: (f) => f.byName(['clientId']), query: (r) => `?clientId=${r.clientId}` },
  revokeApiKey: { withoutRole: BOB, fixture: (f) => f.apiKey() },
  removeApiKey: { withoutRole: BOB, fixture: (f) => f.apiKey({ revoked: true }) },
  listWebhookEndpoints: { withoutRole: BOB, fixture: (f) => f.byName(['clientId']), query: (r) => `?clientId=${r.clientId}` },
  deleteWebhookEndpoint: { withoutRole: BOB, fixture: (f) => f.webhook() },
  enableWebhookEndpoint: { withoutRole: BOB, fixture: (f) => f.webhook() },
  sendTestWebhookEvent: { withoutRole: BOB, fixture: (f) => f.webhook() },
  listWebhookDeliveries: { withoutRole: BOB, fixture: (f) => f.webhook() },
  redeliverWebhook: { withoutRole: BOB, fixture: (f) => f.webhook() },
  listAuditEvents: {},
  exportAuditEvents: {},
  getRetentionSettings: {},
  // Null is the demo data's own setting: the owner's call leaves it as it was.
  setRetentionSettings: { body: () => ({ fileRetentionDays: null }) },
  deleteJobRequestFiles: { fixture: (f) => f.seeded('TRANSLATION_REQUEST', 'COMPLETED'), body: () => ({}) },
  // A date before every request: the owner's deletion takes no other recipe's files.
  deleteCompanyFiles: { body: () => ({ endedBefore: '2000-01-01T00:00:00.000Z' }) },
  listDeletionReceipts: {},
  getDeletionReceipt: { fixture: (f) => f.deletionReceipt() },
  getDeletionReceiptDownloadUrl: { fixture: (f) => f.deletionReceipt(), query: () => '?format=json' },
  markNoticeRead: { withoutRole: { none: "a notice is its own person's (decision 140): no role reaches another user's" }, fixture: (f) => f.notice() },
  disableMfa: { withoutRole: BOB, fixture: (f) => f.mfaOn(BOB), body: (r) => ({ username: r.username }) },
  // The owner disables Bob's account, then enables it again (leaving the demo data as it was).
  enableAccount: { withoutRole: BOB, ownerStep: 2, fixture: (f) => f.byName(['clientContactId', 'username']), body: (r) => ({ username: r.username }) },
  disableAccount: { withoutRole: BOB, ownerStep: 1, fixture: (f) => f.byName(['clientContactId', 'username']), body: (r) => ({ username: r.username }) },
  getJobRequest: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS },
  renameJobRequest: { withoutRole: CHANGED_BY_OWNER_OR_ADMIN, fixture: (f) => f.seeded('TRANSLATION_REQUEST', 'COMPLETED'), body: () => ({ newName: 'Renamed by its owner' }) },
  archiveJobRequest: { withoutRole: CHANGED_BY_OWNER_OR_ADMIN, fixture: (f) => f.seeded('TRANSLATION_REQUEST', 'COMPLETED') },
  submitToXtrf: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.machineTranslated(),
    body: (r) => ({
      projectName: 'Cross-tenant probe by a human',
      requestType: 'QUOTE_REQUEST',
      reason: 'NEED_HUMAN_TRANSLATION',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: JSON.parse(r.files!) as unknown[],
    }),
  },
  getFileDownloadUrl: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS },
  zipTranslatedFiles: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.delivered() },
  getZipTranslatedFilesStatus: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS },
  acceptQuote: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.seeded('QUOTE_REQUEST', 'QUOTE_READY_FOR_CLIENT_REVIEW') },
  rejectQuote: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.seeded('QUOTE_REQUEST', 'QUOTE_READY_FOR_CLIENT_REVIEW'), body: () => ({ rejectionReason: 'Too late' }) },
  getAutoQuote: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.seeded('QUOTE_REQUEST', 'QUOTE_READY_FOR_CLIENT_REVIEW') },
  acceptAutoQuote: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.seeded('QUOTE_REQUEST', 'QUOTE_READY_FOR_CLIENT_REVIEW'),
    body: () => ({ paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } }),
  },
  rejectAutoQuote: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.seeded('QUOTE_REQUEST', 'QUOTE_READY_FOR_CLIENT_REVIEW'), body: () => ({}) },
  addProjectFiles: { withoutRole: BOB, fixture: (f) => f.created('projects'), body: () => ({ fileNames: ['brief.txt'], category: 'REFERENCE' }) },
  addQuoteFiles: { withoutRole: BOB, fixture: (f) => f.created('quotes'), body: () => ({ fileNames: ['brief.txt'], category: 'REFERENCE' }) },
  createJobRequest: {
    withoutRole: BOB,
    fixture: (f) => f.upload(ALICE),
    body: (r, as) => ({
      origination: 'WEBFORM',
      name: 'Cross-tenant probe',
      requestType: 'TRANSLATION_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'fra', name: 'French' }],
      files: [{ fileName: 'notes.txt', category: 'REFERENCE', fileKey: r.fileKey }],
      textInput: 'Please translate this.',
      customFields: fieldsFor(as),
    }),
  },
  translateFiles: {
    withoutRole: BOB,
    fixture: (f) => f.upload(ALICE),
    body: (r) => ({ requestName: 'Cross-tenant probe', files: [{ fileName: 'notes.txt', category: 'SOURCE_DOCUMENT', fileKey: r.fileKey }], sourceLanguageId: 'enu', targetLanguageIds: ['fra'] }),
  },
  translateMediaFiles: {
    withoutRole: BOB,
    fixture: (f) => f.upload(ALICE, 'interview.wav'),
    body: (r) => ({ requestName: 'Cross-tenant probe', files: [{ fileName: 'interview.wav', category: 'SOURCE_DOCUMENT', fileKey: r.fileKey }], sourceLanguageId: 'enu', targetLanguageIds: ['esn'], subtitlesType: 'srt' }),
  },
  estimateAutoQuote: {
    withoutRole: BOB,
    fixture: (f) => f.upload(ALICE),
    body: (r) => ({ files: [{ fileName: 'notes.txt', fileKey: r.fileKey }], targetLanguageCount: 1 }),
  },
  replaceQuoteDocument: {
    withoutRole: QA,
    fixture: async (f) => ({ ...(await f.seeded('QUOTE_REQUEST', 'QUOTE_REJECTED')), ...(await f.upload(COORDINATOR, 'quote.pdf')) }),
    body: (r) => ({ file: { fileName: 'quote.pdf', fileKey: r.fileKey }, totalPrice: 120 }),
  },
  addDeliverables: {
    withoutRole: QA,
    fixture: async (f) => ({ ...(await f.seeded('TRANSLATION_REQUEST', 'SUBMITTED_TO_XTRF')), ...(await f.upload(COORDINATOR, 'translated.txt')) }),
    body: (r) => ({ languageId: r.languageId, files: [{ fileName: 'translated.txt', fileKey: r.fileKey }] }),
  },
  completeJobRequest: { withoutRole: QA, fixture: (f) => f.delivered() },
  // The media editor's calls, on one media request of Alice's finished by the real engines. The owner saves
  // what is stored (no change), imports its own export, retranslates (nothing stale) and, last, rebuilds.
  getMediaSegments: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated() },
  saveMediaTranscript: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.mediaTranslated(),
    body: (r) => ({ version: Number(r.version), segments: JSON.parse(r.transcript!) as unknown[] }),
  },
  saveMediaTranslation: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.mediaTranslated(),
    body: (r) => ({ version: Number(r.esVersion), segments: JSON.parse(r.translation!) as unknown[] }),
  },
  importMediaSubtitles: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.mediaTranslated(),
    body: (r) => ({ version: Number(r.esVersion), fileName: 'lines.srt', content: r.srt }),
    ownerStep: 1,
  },
  retranslateStaleMediaSegments: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated() },
  getMediaSubtitles: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated() },
  getMediaPeaks: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated() },
  getMediaMemorySuggestions: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated() },
  rebuildMediaOutputs: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.mediaTranslated(), ownerStep: 2 },
  // The document editor's calls (decision 173), on one translated file of Alice's: the owner lists it, saves its
  // first segment as it is (no change, no new version), then confirms it.
  getDocumentSegments: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed() },
  saveDocumentSegments: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.documentReviewed(),
    body: (r) => ({ version: Number(r.version), segments: [{ position: 0, target: r.translation }] }),
  },
  confirmDocumentSegments: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.documentReviewed(),
    body: (r) => ({ version: Number(r.version), positions: [0] }),
    ownerStep: 1,
  },
  // Its file (decision 174): the versions of the same file; "Update file" on a file of its own with one segment
  // changed, so that the owner's rebuild has something to build.
  rebuildDocument: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentEdited(), body: (r) => ({ version: Number(r.version) }) },
  getDocumentVersions: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed() },
  getDocumentVersionDownloadUrl: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: async (f) => ({ ...(await f.documentReviewed()), version: '1' }) },
  // Beside its segments (decision 181): glossary terms and memory suggestions, the checks' data, a warning
  // dismissed, a word kept as in the source, and the pages of its preview.
  getDocumentAssists: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), query: () => '?count=5' },
  getDocumentCheckContext: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed() },
  dismissDocumentWarning: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), body: () => ({ position: 0, check: 'numbers', dismissed: true }) },
  updateDocumentCheckWords: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), body: () => ({ kind: 'IGNORE_IDENTICAL', add: ['Acme'] }) },
  getDocumentPreview: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), query: () => '?position=0' },
  // Review feedback (decision 184): issues on Alice's reviewed document and her media request's first line, marked by
  // any member; classified, answered and the profiles set by staff; taken back by their marker; a target
  // language approved or sent back by the request's owner, each on a completed request of its own.
  markDocumentIssue: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), body: () => ({ position: 0, plainType: 'readsBadly', severity: 'cosmetic' }) },
  markMediaIssue: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.mediaTranslated(),
    body: (r) => ({ lineId: (JSON.parse(r.transcript!) as Array<{ id: string }>)[0]!.id, plainType: 'wrongMeaning', severity: 'misleading' }),
  },
  listQualityIssues: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), query: (r) => `?fileKey=${encodeURIComponent(r.fileKey!)}` },
  exportQualityIssues: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.documentReviewed(), query: (r) => `?languageId=esn&fileKey=${encodeURIComponent(r.fileKey!)}` },
  classifyQualityIssue: { owner: ADMIN, withoutRole: BOB, fixture: (f) => f.qualityIssue(), body: () => ({ mqmType: 'style' }) },
  answerQualityIssue: { owner: ADMIN, withoutRole: BOB, fixture: (f) => f.qualityIssue(), body: () => ({ answer: 'ACCEPTED' }) },
  deleteQualityIssue: { withoutRole: { none: "a colleague sees the request's issues; taking back someone else's answers 403 (quality tests)" }, fixture: (f) => f.qualityIssue() },
  listQualityProfiles: { owner: ADMIN, withoutRole: LINGUIST },
  saveQualityProfile: { owner: ADMIN, withoutRole: LINGUIST, fixture: async (f) => ({ ...(await f.byName(['clientId'])), name: 'internal' }), body: () => ({ tolerance: 16 }) },
  approveTranslation: { withoutRole: CHANGED_BY_OWNER_OR_ADMIN, fixture: (f) => f.seeded('TRANSLATION_REQUEST', 'COMPLETED'), body: () => ({}) },
  requestTranslationChanges: { withoutRole: CHANGED_BY_OWNER_OR_ADMIN, fixture: (f) => f.seeded('TRANSLATION_REQUEST', 'COMPLETED'), body: () => ({ note: 'Please check the second paragraph' }) },
  listReviewDecisions: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS },
  getReviewSettings: {},
  // Off, as the demo data has it: the owner's call leaves it as it was.
  saveReviewSettings: { body: () => ({ holdDeliveryUntilApproved: false }) },
  getQualityHistory: {},
  // Conversations (decision 185): a thread Alice started on her probe request, with an attachment. Any member may
  // read and write the request's threads; the owner writes last, so the others' attempts meet the thread as made.
  listConversationThreads: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS },
  createConversationThread: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: (f) => f.byName(['jobRequestId', 'fileKey']),
    body: (r) => ({ anchor: { kind: 'file', fileKey: r.fileKey }, text: 'Can you keep our older term here?' }),
  },
  listConversationMessages: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.thread() },
  postConversationMessage: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    fixture: async (f) => ({ ...(await f.thread()), ...(await f.upload(ALICE, 'terms.txt')) }),
    body: (r) => ({ text: 'The terms are attached.', attachments: [{ fileName: 'terms.txt', fileKey: r.fileKey }] }),
  },
  markConversationThreadRead: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.thread() },
  getConversationAttachmentDownloadUrl: { withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS, fixture: (f) => f.thread() },
  getConversationUnreadCounts: {
    withoutRole: JOB_REQUESTS_ARE_THE_COMPANYS,
    filtered: 'the request lists name the ids of their page; a request the caller may not read is left out, as one that does not exist',
    fixture: async (f) => ({ jobRequestId: (await f.thread()).jobRequestId! }),
    query: (r) => `?jobRequestIds=${r.jobRequestId}`,
  },
  // Acme's glossaries (decision 134), managed by its CLIENT (Alice); Bob, an employee, may not. One glossary of
  // Alice's with two terms: the owner changes one, then deletes the other, then the glossary, in that order.
  listGlossaries: {},
  createGlossary: { body: () => ({ sourceLanguageId: 'enu', targetLanguageId: 'deu' }) },
  deleteGlossary: { fixture: (f) => f.glossary(), ownerStep: 2 },
  listGlossaryEntries: { fixture: (f) => f.glossary(), query: () => '?search=term' },
  createGlossaryEntry: { fixture: (f) => f.glossary(), body: () => ({ sourceTerm: 'probe', targetTerm: 'sonda', doNotTranslate: false, caseSensitive: false }) },
  updateGlossaryEntry: { fixture: (f) => f.glossary(), body: () => ({ sourceTerm: 'first term', targetTerm: 'primer término', doNotTranslate: false, caseSensitive: true }) },
  deleteGlossaryEntry: { fixture: async (f) => ({ ...(await f.glossary()), entryId: (await f.glossary()).otherEntryId! }), ownerStep: 1 },
  importGlossary: { fixture: (f) => f.glossary(), body: () => ({ format: 'csv', content: 'Source term,Target term\nimported term,término importado\n' }) },
  exportGlossary: { fixture: (f) => f.glossary(), query: () => '?format=tbx' },
  // Acme's translation memory (decision 138), managed by its CLIENT; the owner deletes it last.
  getTranslationMemory: {},
  exportTranslationMemory: {},
  importTranslationMemory: {
    body: () => ({ content: '<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>Probe sentence.</seg></tuv><tuv xml:lang="es"><seg>Frase de prueba.</seg></tuv></tu></body></tmx>' }),
  },
  deleteTranslationMemory: { ownerStep: 2 },
};

/** Owners by the call's tag, when the recipe names none: staff calls belong to the staff who do them. */
const STAFF_TAGS: Readonly<Record<string, { owner: string; withoutRole: string }>> = {
  providerDesk: { owner: COORDINATOR, withoutRole: QA },
  statistics: { owner: COORDINATOR, withoutRole: LINGUIST },
};

/** Real objects for the recipes: Acme Health's, made through the API or picked from the demo data. */
export interface Fixtures {
  /** A seeded Acme request of that type and status, each handed out once (one target language when there is one); `languageId` is its first target. */
  seeded(requestType: string, status: string): Promise<Refs>;
  /** A request of Acme with a delivered translation (seeded, then deliverables added by the coordinator). */
  delivered(): Promise<Refs>;
  /** A project or quote Alice created signed in, with a file uploaded under its permission. */
  created(kind: 'projects' | 'quotes'): Promise<Refs>;
  /** A machine translation of Alice's, finished by the real engine (`files`: its files as submitToXtrf names them). */
  machineTranslated(): Promise<Refs>;
  /**
   * A media request of Alice's (spoken English, Spanish subtitles) finished by the real engines, made once: its
   * first file and target, the version of its lines, the lines as a save sends them, and its transcript as SRT.
   * One line is corrected and translated again through the API first, so that a rebuild has something to do.
   */
  mediaTranslated(): Promise<Refs>;
  /**
   * A machine translation of Alice's whose translated file was opened for review, made once: its request, the
   * translated file's key, the document's version and its first segment as a save sends it (unchanged).
   */
  documentReviewed(): Promise<Refs>;
  /** Another such file, made once, whose first segment Alice changed: its request, key and the document's version. */
  documentEdited(): Promise<Refs>;
  /** An English → Spanish glossary of Acme's made by Alice, made once, with two terms (`entryId`, `otherEntryId`). */
  glossary(): Promise<Refs>;
  /** A file `as` uploaded (a temporary key of their own upload prefix). */
  upload(as: string, fileName?: string): Promise<Refs>;
  widgetOrigins(): Promise<Refs>;
  /** `username`'s contact in Acme with an authenticator app set up and MFA on (through their own account calls). */
  mfaOn(username: string): Promise<Refs>;
  /** A new API key of Acme's, made by its admin through the API (decision 133). */
  apiKey(options?: { revoked?: boolean }): Promise<Refs>;
  /** A new webhook endpoint of Acme's (a documentation address: nothing is delivered anywhere), and a delivery of it. */
  webhook(): Promise<Refs>;
  /** A notice of Acme's client user (ALICE), told when one of her requests moved (decision 140). */
  notice(): Promise<Refs>;
  /** A deletion receipt of Acme's: its admin deleted the files of requests ended before 2000 (none), made once. */
  deletionReceipt(): Promise<Refs>;
  /** A new issue Alice marked on her reviewed document (decision 184): its request and id. */
  qualityIssue(): Promise<Refs>;
  /** A thread Alice started on her probe request with an attached file (decision 185), made once: its request, id and attachment. */
  thread(): Promise<Refs>;
  /** Default: one real value per path parameter name. */
  byName(names: string[]): Promise<Refs>;
}

export async function makeFixtures(s: System): Promise<Fixtures> {
  const probe = await requestWithFiles(s, ALICE, [{ fileName: 'notes.txt', content: 'cross-tenant probe' }], 'Cross-tenant probe');
  const acme = (await s.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Acme'))!;
  const all = await s.ctx.db.select().from(jobRequests);
  const withAutoQuote = new Set((await s.ctx.db.select().from(autoQuotes)).map((a) => a.jobRequestId));
  const staff = await s.ctx.db.select().from(providerStaff);
  const taken = new Set<string>();
  let receipt: Promise<Refs> | undefined;
  const seeded = async (requestType: string, status: string): Promise<Refs> => {
    // Auto-quoted ones for the review calls; one target language so that one delivery completes a request.
    const fits = all.filter(
      (j) =>
        j.clientId === acme.id &&
        j.requestType === requestType &&
        j.status === status &&
        (status !== 'QUOTE_READY_FOR_CLIENT_REVIEW' || withAutoQuote.has(j.id)) &&
        !taken.has(j.id),
    );
    const row = fits.find((j) => j.targetLanguageIds.length === 1) ?? fits[0];
    if (!row) throw new Error(`no seeded Acme ${requestType} in ${status} left`);
    taken.add(row.id);
    return { jobRequestId: row.id, languageId: row.targetLanguageIds[0]! };
  };
  const upload = async (as: string, fileName = 'notes.txt'): Promise<Refs> => {
    const content = fileName.endsWith('.pdf') ? '%PDF-1.4\n%%EOF\n' : fileName.endsWith('.wav') ? await speech() : 'cross-tenant probe';
    const [fileKey] = await uploadFiles(s, as, [{ fileName, content }]);
    return { fileKey: fileKey! };
  };
  // Real audio for the media calls: the spoken sample of the first dubbing voice.
  const speech = async (): Promise<Buffer> => {
    const voices = (await s.call({ method: 'GET', url: '/v1/xl8/dubbing/dubbingVoices', as: ALICE })).json() as Array<{ sampleUrl: string }>;
    const sample = await s.app.inject({ method: 'GET', url: new URL(voices[0]!.sampleUrl, s.baseUrl).pathname });
    if (sample.statusCode !== 200) throw new Error(`voice sample: ${sample.statusCode}`);
    return sample.rawPayload;
  };
  const delivered = async (): Promise<Refs> => {
    const r = { ...(await seeded('TRANSLATION_REQUEST', 'SUBMITTED_TO_XTRF')), ...(await upload(COORDINATOR, 'translated.txt')) };
    const res = await s.call({
      method: 'POST',
      url: `/v1/providerDesk/jobRequests/${r.jobRequestId}/actions/addDeliverables`,
      as: COORDINATOR,
      payload: { languageId: r.languageId, files: [{ fileName: 'translated.txt', fileKey: r.fileKey }] },
    });
    if (res.statusCode !== 204) throw new Error(`deliverables: ${res.statusCode} ${res.body}`);
    return { jobRequestId: r.jobRequestId! };
  };
  const created = async (kind: 'projects' | 'quotes'): Promise<Refs> => {
    const res = await s.call({
      method: 'POST',
      url: `/v1/${kind}`,
      as: ALICE,
      payload: {
        clientId: String(acme.id),
        createProjectToken: DEMO_LINK_TOKENS.createProject,
        projectName: 'Cross-tenant probe',
        contactInfo: { email: ALICE, firstName: 'Alice' },
        sourceLanguageId: 'enu',
        targetLanguageIds: ['esn'],
        customFields: ACME_FIELDS,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create ${kind}: ${res.statusCode} ${res.body}`);
    const made = res.json() as { projectId?: string; quoteId?: string; presignedPost: Post };
    await uploadFile(s.app, made.presignedPost, 'brief.txt', 'brief');
    return kind === 'projects' ? { projectId: made.projectId! } : { quoteId: made.quoteId! };
  };
  const contacts = (await s.call({ method: 'GET', url: '/v1/userAccount/organizationClientContacts', as: ALICE })).json() as Array<{ id: string | number; email?: string; username?: string }>;
  const bob = contacts.find((c) => (c.username ?? c.email) === BOB);
  if (!bob) throw new Error(`no contact ${BOB} among ${JSON.stringify(contacts).slice(0, 300)}`);
  const coordinatorStaff = staff.find((p) => p.role === 'COORDINATOR') ?? staff[0]!;
  let media: Promise<Refs> | undefined;
  let glossary: Promise<Refs> | undefined;
  let reviewed: Promise<Refs> | undefined;
  let edited: Promise<Refs> | undefined;
  let thread: Promise<Refs> | undefined;
  const defaults: Refs = {
    jobRequestId: probe.id,
    fileKey: probe.files[0]!.fileKey,
    clientId: String(acme.id),
    clientContactId: String(bob.id),
    username: BOB,
    id: String(coordinatorStaff.id),
  };
  return {
    seeded,
    delivered,
    created,
    upload,
    async widgetOrigins() {
      const res = await s.call({ method: 'GET', url: `/v1/clientConfigs/${acme.id}/widgetOrigins`, as: ADMIN });
      return { clientId: String(acme.id), origins: JSON.stringify((res.json() as { widgetOrigins: string[] }).widgetOrigins) };
    },
    async glossary() {
      glossary ??= (async () => {
        const base = `/v1/clientConfigs/${acme.id}/glossaries`;
        const made = await s.call({ method: 'POST', url: base, as: ALICE, payload: { sourceLanguageId: 'enu', targetLanguageId: 'esn' } });
        if (made.statusCode !== 201) throw new Error(`createGlossary: ${made.statusCode} ${made.body}`);
        const glossaryId = (made.json() as { id: string }).id;
        const ids: string[] = [];
        for (const sourceTerm of ['first term', 'second term']) {
          const res = await s.call({ method: 'POST', url: `${base}/${glossaryId}/entries`, as: ALICE, payload: { sourceTerm, targetTerm: 'término', doNotTranslate: false, caseSensitive: false } });
          if (res.statusCode !== 201) throw new Error(`createGlossaryEntry: ${res.statusCode} ${res.body}`);
          ids.push((res.json() as { id: string }).id);
        }
        return { clientId: String(acme.id), glossaryId, entryId: ids[0]!, otherEntryId: ids[1]! };
      })();
      return glossary;
    },
    async mediaTranslated() {
      media ??= (async () => {
        const { fileKey } = await upload(ALICE, 'interview.wav');
        const res = await s.call({
          method: 'POST',
          url: '/v1/machineTranslation/actions/translateMediaFiles',
          as: ALICE,
          payload: { requestName: 'Cross-tenant probe', files: [{ fileName: 'interview.wav', category: 'SOURCE_DOCUMENT', fileKey }], sourceLanguageId: 'enu', targetLanguageIds: ['esn'], subtitlesType: 'srt' },
        });
        if (res.statusCode !== 201) throw new Error(`translateMediaFiles: ${res.statusCode} ${res.body}`);
        const id = (res.json() as { id: string }).id;
        await s.app.jobs.drain();
        type Lines = { files: Array<{ source: { version: number; segments: Array<{ id: string; start: number; end: number; text: string }> }; translations: Array<{ version: number; segments: Array<{ id: string; text: string }> }> }> };
        const got = await s.call({ method: 'GET', url: `/v1/jobRequests/${id}/mediaSegments`, as: ALICE });
        if (got.statusCode !== 200) throw new Error(`mediaSegments: ${got.statusCode} ${got.body}`);
        const heard = (got.json() as Lines).files[0]!.source;
        const lines = heard.segments.map(({ id: sid, start, end, text }, i) => ({ id: sid, start, end, text: i === 0 ? `${text} corrected` : text }));
        const saved = await s.call({ method: 'PUT', url: `/v1/jobRequests/${id}/mediaSegments/0/transcript`, as: ALICE, payload: { version: heard.version, segments: lines } });
        if (saved.statusCode !== 200) throw new Error(`saveMediaTranscript: ${saved.statusCode} ${saved.body}`);
        // Translated again here, so the owner's retranslation finds nothing stale and moves no version.
        const updated = await s.call({ method: 'POST', url: `/v1/jobRequests/${id}/mediaSegments/actions/retranslateStale`, as: ALICE });
        if (updated.statusCode !== 200) throw new Error(`retranslateStaleMediaSegments: ${updated.statusCode} ${updated.body}`);
        const file = (updated.json() as Lines).files[0]!;
        const srt = await s.call({ method: 'GET', url: `/v1/jobRequests/${id}/mediaSegments/0/languages/enu/subtitles?format=srt`, as: ALICE });
        return {
          jobRequestId: id,
          fileIndex: '0',
          languageId: 'esn',
          version: String(file.source.version),
          esVersion: String(file.translations[0]!.version),
          transcript: JSON.stringify(file.source.segments.map(({ id: sid, start, end, text }) => ({ id: sid, start, end, text }))),
          translation: JSON.stringify(file.translations[0]!.segments.map(({ id: sid, text }) => ({ id: sid, text }))),
          srt: srt.body,
        };
      })();
      return media;
    },
    async machineTranslated() {
      const { fileKey } = await upload(ALICE, 'notes.txt');
      const res = await s.call({
        method: 'POST',
        url: '/v1/machineTranslation/actions/translateFiles',
        as: ALICE,
        payload: { requestName: 'Cross-tenant probe', files: [{ fileName: 'notes.txt', category: 'SOURCE_DOCUMENT', fileKey }], sourceLanguageId: 'enu', targetLanguageIds: ['esn'] },
      });
      if (res.statusCode !== 201) throw new Error(`translateFiles: ${res.statusCode} ${res.body}`);
      const id = (res.json() as { id: string }).id;
      await s.app.jobs.drain();
      const got = (await s.call({ method: 'GET', url: `/v1/jobRequests/${id}`, as: ALICE })).json() as { status: string; files: Array<{ fileName: string; fileKey: string; category: string }> };
      if (got.status !== 'COMPLETED') throw new Error(`the machine translation ended ${got.status}`);
      return { jobRequestId: id, files: JSON.stringify(got.files.map((f) => ({ fileName: f.fileName, fileKey: f.fileKey, category: f.category }))) };
    },
    async documentReviewed(this: Fixtures) {
      reviewed ??= (async () => {
        const made = await this.machineTranslated();
        const files = JSON.parse(made.files!) as Array<{ fileKey: string; category: string }>;
        const fileKey = files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
        const got = await s.call({ method: 'GET', url: `/v1/jobRequests/${made.jobRequestId}/files/${encodeURIComponent(fileKey)}/segments`, as: ALICE });
        if (got.statusCode !== 200) throw new Error(`getDocumentSegments: ${got.statusCode} ${got.body}`);
        const doc = got.json() as { version: number; segments: Array<{ target: string }> };
        return { jobRequestId: made.jobRequestId!, fileKey, version: String(doc.version), translation: doc.segments[0]!.target };
      })();
      return reviewed;
    },
    async documentEdited(this: Fixtures) {
      edited ??= (async () => {
        const made = await this.machineTranslated();
        const files = JSON.parse(made.files!) as Array<{ fileKey: string; category: string }>;
        const fileKey = files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
        const url = `/v1/jobRequests/${made.jobRequestId}/files/${encodeURIComponent(fileKey)}/segments`;
        const got = await s.call({ method: 'GET', url, as: ALICE });
        if (got.statusCode !== 200) throw new Error(`getDocumentSegments: ${got.statusCode} ${got.body}`);
        const doc = got.json() as { version: number; segments: Array<{ target: string }> };
        const payload = { version: doc.version, segments: [{ position: 0, target: `${doc.segments[0]!.target} (revisado)` }] };
        const saved = await s.call({ method: 'PUT', url, as: ALICE, payload });
        if (saved.statusCode !== 200) throw new Error(`saveDocumentSegments: ${saved.statusCode} ${saved.body}`);
        return { jobRequestId: made.jobRequestId!, fileKey, version: String((saved.json() as { version: number }).version) };
      })();
      return edited;
    },
    async mfaOn(username) {
      const as = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const res = await s.call({ method, url: `/v1/identity${url}`, as: username, ...(payload ? { payload } : {}) });
        if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res;
      };
      const { secretCode } = (await as('POST', '/totp/associate')).json() as { secretCode: string };
      await as('POST', '/totp/verify', { code: totpCode(secretCode, new Date()) });
      await as('POST', '/preferredMfa', { preferredMfa: 'TOTP' });
      return { clientContactId: defaults.clientContactId!, username };
    },
    async apiKey(options = {}) {
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const res = await s.call({ method: 'POST', url: '/v1/apiKeys', as: ALICE, payload: { name: 'Cross-tenant probe', scopes: ['requests:read'], expiresAt } });
      if (res.statusCode !== 201) throw new Error(`API key: ${res.statusCode} ${res.body}`);
      const apiKeyId = (res.json() as { key: { id: string } }).key.id;
      // Only a key that no longer works can be taken off the list.
      if (options.revoked) await s.call({ method: 'POST', url: `/v1/apiKeys/${apiKeyId}/actions/revoke`, as: ALICE });
      return { apiKeyId };
    },
    async webhook() {
      const res = await s.call({ method: 'POST', url: '/v1/webhookEndpoints', as: ALICE, payload: { url: 'https://203.0.113.10/hooks', events: ['request.completed'] } });
      if (res.statusCode !== 201) throw new Error(`webhook endpoint: ${res.statusCode} ${res.body}`);
      const webhookEndpointId = (res.json() as { endpoint: { id: string } }).endpoint.id;
      const test = await s.call({ method: 'POST', url: `/v1/webhookEndpoints/${webhookEndpointId}/actions/sendTest`, as: ALICE });
      return { webhookEndpointId, webhookDeliveryId: (test.json() as { id: string }).id };
    },
    async deletionReceipt() {
      receipt ??= (async () => {
        const res = await s.call({ method: 'POST', url: `/v1/clientConfigs/${acme.id}/actions/deleteFiles`, as: ALICE, payload: { endedBefore: '2000-01-01T00:00:00.000Z' } });
        if (res.statusCode !== 200) throw new Error(`deletion receipt: ${res.statusCode} ${res.body}`);
        return { clientId: String(acme.id), receiptId: (res.json() as { id: string }).id };
      })();
      return receipt;
    },
    async notice() {
      const alice = (await s.ctx.db.select().from(userAccounts)).find((u) => u.username === ALICE);
      const row = (await s.ctx.db.select().from(notices)).find((n) => n.userId === alice?.id);
      if (!row) throw new Error('no notice of ALICE: the demo data moves her requests and tells her');
      return { noticeId: row.id };
    },
    async qualityIssue(this: Fixtures) {
      const doc = await this.documentReviewed();
      const res = await s.call({ method: 'POST', url: `/v1/jobRequests/${doc.jobRequestId}/files/${encodeURIComponent(doc.fileKey!)}/qualityIssues`, as: ALICE, payload: { position: 0, plainType: 'wrongTerm', severity: 'cosmetic' } });
      if (res.statusCode !== 201) throw new Error(`markDocumentIssue: ${res.statusCode} ${res.body}`);
      return { jobRequestId: doc.jobRequestId!, issueId: (res.json() as { id: string }).id };
    },
    async thread() {
      thread ??= (async () => {
        const { fileKey } = await upload(ALICE, 'brief.txt');
        const payload = { anchor: { kind: 'request' }, text: 'Is the deadline still Friday?', attachments: [{ fileName: 'brief.txt', fileKey }] };
        const res = await s.call({ method: 'POST', url: `/v1/jobRequests/${probe.id}/threads`, as: ALICE, payload });
        if (res.statusCode !== 201) throw new Error(`createConversationThread: ${res.statusCode} ${res.body}`);
        const threadId = (res.json() as { id: string }).id;
        const got = (await s.call({ method: 'GET', url: `/v1/threads/${threadId}/messages`, as: ALICE })).json() as { messages: Array<{ attachments: Array<{ id: string }> }> };
        return { jobRequestId: probe.id, threadId, attachmentId: got.messages[0]!.attachments[0]!.id };
      })();
      return thread;
    },
    async byName(names) {
      const out: Refs = {};
      for (const n of names) {
        const v = defaults[n];
        if (v === undefined) throw new Error(`the matrix has no real value for a reference named ${n}`);
        out[n] = v;
      }
      return out;
    },
  };
}

/** A reference of the same shape to nothing: every random-looking part (ids, prefixes) redrawn, digits changed. */
export function missingLike(real: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(real)) return randomUUID();
  if (/^[0-9]+$/.test(real)) return String(900_000 + Math.floor(Math.random() * 90_000));
  if (real.includes('@')) return `nobody-${randomBytes(4).toString('hex')}@${real.split('@')[1]}`;
  if (real.startsWith('[')) return real;
  return real
    .split('/')
    .map((part) => (/^[A-Za-z0-9_-]{16,}$/.test(part) ? randomBytes(part.length).toString('hex').slice(0, part.length) : part))
    .join('/');
}

export interface Attempt {
  call: string;
  actor: ActorKind;
  as?: string | undefined;
  real: { status: number; body: string };
  missing?: { status: number; body: string };
}

export interface Finding {
  call: string;
  actor: ActorKind;
  what: string;
}

export interface MatrixTotals {
  callsInContract: number;
  withoutReferences: string[];
  covered: string[];
  excepted: string[];
  uncovered: Array<{ call: string; why: string }>;
  /** Actors tried per covered call: [call, actor, why not tried] when one is not applicable. */
  notApplicable: Array<{ call: string; actor: ActorKind; why: string }>;
  requests: number;
  attempts: number;
  byActor: Record<ActorKind, number>;
  leaks: Finding[];
  ownerFailures: Finding[];
  ms: number;
}

interface Planned {
  name: string;
  call: CallDefinition;
  recipe: Recipe;
  owner: string;
  withoutRole: string | { none: string };
  real: Refs;
  missing: Refs;
}

function ownerOf(call: CallDefinition, recipe: Recipe): { owner: string; withoutRole: string | { none: string } } {
  const staff = call.tags.map((t) => STAFF_TAGS[t]).find(Boolean);
  return { owner: recipe.owner ?? staff?.owner ?? ALICE, withoutRole: recipe.withoutRole ?? staff?.withoutRole ?? BOB };
}

function urlOf(p: Planned, refs: Refs): string {
  return `/v1${fillPath(p.call.path, refs)}${p.recipe.query ? p.recipe.query(refs) : ''}`;
}

function bodyFor(p: Planned, refs: Refs, as: string | undefined): string | undefined {
  if (p.call.method === 'GET' || p.call.method === 'DELETE') return undefined;
  if (p.recipe.body) return JSON.stringify(p.recipe.body(refs, as));
  if (!p.call.body) return undefined;
  // No recipe: a value the schema accepts (a call whose owner then fails needs a recipe).
  let seed = 1;
  return JSON.stringify(validValue(p.call.body as never, () => ((seed = (seed * 48271) % 2147483647) / 2147483647)));
}

/** The comparable part of an error answer: status, errorCode and message with the reference values blanked. */
function shape(res: { status: number; body: string }, refs: Refs): string {
  let body = res.body;
  for (const v of Object.values(refs)) if (v.length >= 4) body = body.split(v).join('<ref>');
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errorCode?: unknown };
    return `${res.status} ${String(parsed.errorCode ?? '')} ${String(parsed.message ?? '')}`;
  } catch {
    return `${res.status} ${body.slice(0, 200)}`;
  }
}

export async function runMatrix(s: System): Promise<MatrixTotals> {
  const started = Date.now();
  const totals: MatrixTotals = { callsInContract: 0, withoutReferences: [], covered: [], excepted: [], uncovered: [], notApplicable: [], requests: 0, attempts: 0, byActor: Object.fromEntries(ACTOR_KINDS.map((k) => [k, 0])) as Record<ActorKind, number>, leaks: [], ownerFailures: [], ms: 0 };
  const fixtures = await makeFixtures(s);
  const planned: Planned[] = [];
  for (const [name, def] of Object.entries(calls)) {
    if (PLANNED_CALLS.has(name as never)) continue;
    totals.callsInContract++;
    const call = def as CallDefinition;
    const plan = planOf(name, call);
    if (plan.kind === 'no references') totals.withoutReferences.push(name);
    if (plan.kind === 'excepted') totals.excepted.push(name);
    if (plan.kind === 'uncovered') totals.uncovered.push({ call: name, why: plan.why });
    if (plan.kind !== 'sent') continue;
    const r = RECIPES[name] ?? {};
    let real: Refs;
    try {
      const own = r.fixture ? await r.fixture(fixtures) : {};
      real = { ...(await fixtures.byName(pathParamNames(call.path).filter((n) => own[n] === undefined))), ...own };
    } catch (err) {
      totals.uncovered.push({ call: name, why: (err as Error).message });
      continue;
    }
    const missing: Refs = Object.fromEntries(Object.entries(real).map(([k, v]) => [k, NOT_REFERENCES.has(k) ? v : missingLike(v)]));
    planned.push({ name, call, recipe: r, ...ownerOf(call, r), real, missing });
  }

  const send = async (p: Planned, refs: Refs, as: string | undefined, extra: Record<string, string> = {}) => {
    const payload = bodyFor(p, refs, as);
    totals.requests++;
    const res: LightMyRequestResponse = await s.call({
      method: p.call.method,
      url: urlOf(p, refs),
      headers: { ...extra, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload } : {}),
      as,
    });
    return { status: res.statusCode, body: res.body };
  };
  const secrets = (p: Planned) => Object.entries(p.real).filter(([k, v]) => !NOT_REFERENCES.has(k) && v.length >= 8).map(([, v]) => v);

  // Everyone but the owner first: the owner's requests change state (accept, archive, disable) last.
  for (const p of planned) {
    totals.covered.push(p.name);
    const actors: Array<{ actor: ActorKind; as: string | undefined; headers?: Record<string, string> }> = [
      { actor: 'other company', as: GRACE },
      { actor: 'visitor', as: undefined },
      { actor: 'impersonation header', as: GRACE, headers: { [IMPERSONATION_HEADER]: p.owner } },
    ];
    if (typeof p.withoutRole === 'string') actors.splice(1, 0, { actor: 'same company, no role', as: p.withoutRole });
    else totals.notApplicable.push({ call: p.name, actor: 'same company, no role', why: p.withoutRole.none });
    let visitorBody: string | undefined;
    for (const a of actors) {
      const real = await send(p, p.real, a.as, a.headers);
      totals.attempts++;
      totals.byActor[a.actor]++;
      const leak = (what: string) => totals.leaks.push({ call: p.name, actor: a.actor, what });
      if (p.recipe.open) {
        // Open by design: the impersonation header is still refused; everyone else sees the visitor's view.
        if (a.actor === 'impersonation header') {
          if (real.status < 400) leak(`answered ${real.status} to a non-ADMIN with the impersonation header`);
        } else if (a.actor === 'visitor') visitorBody = real.body;
        else if (visitorBody !== undefined && real.body !== visitorBody) leak(`answered more than a visitor gets: ${real.body.slice(0, 160)}`);
        continue;
      }
      const missing = await send(p, p.missing, a.as, a.headers);
      if (p.recipe.filtered && real.status < 400) {
        const blank = (body: string, refs: Refs) => Object.values(refs).reduce((b, v) => (v.length >= 4 ? b.split(v).join('<ref>') : b), body);
        if (blank(real.body, p.real) !== blank(missing.body, p.missing)) leak(`filtered, but the real object's answer differs from a missing one's: ${real.body.slice(0, 160)}`);
      } else if (real.status < 400) leak(`answered ${real.status}: ${real.body.slice(0, 160)}`);
      const a1 = shape(real, p.real);
      const a2 = shape(missing, p.missing);
      if (a1 !== a2) leak(`tells the real object from a missing one: ${a1} vs ${a2}`);
      for (const secret of secrets(p)) if (real.body.includes(secret)) leak(`the answer contains ${secret}`);
    }
    if (p.recipe.open && visitorBody === undefined) totals.leaks.push({ call: p.name, actor: 'visitor', what: 'no visitor answer to compare with' });
  }
  for (const p of [...planned].sort((a, b) => (a.recipe.ownerStep ?? 0) - (b.recipe.ownerStep ?? 0))) {
    const res = await send(p, p.real, p.owner);
    totals.attempts++;
    totals.byActor.owner++;
    if (res.status >= 300) totals.ownerFailures.push({ call: p.name, actor: 'owner', what: `${p.owner} got ${res.status}: ${res.body.slice(0, 200)}` });
  }
  totals.ms = Date.now() - started;
  return totals;
}

/** The figures the suite prints. */
export function report(t: MatrixTotals): string {
  const lines = [
    `cross-tenant matrix: ${t.callsInContract} calls in the contract — ${t.covered.length} with references covered, ${t.excepted.length} excepted with a reason, ${t.withoutReferences.length} without references, ${t.uncovered.length} not covered`,
    `  calls × actors tried: ${t.attempts} (${ACTOR_KINDS.map((k) => `${k} ${t.byActor[k]}`).join(', ')}; ${t.requests} requests with the real and a missing object) in ${(t.ms / 1000).toFixed(1)} s`,
    `  no user of the same company without a role for ${t.notApplicable.length} calls (no role tells its users apart): ${[...new Set(t.notApplicable.map((n) => n.why))].length} reasons listed in the recipes`,
    `  leaks (other caller answered, existence told, data returned): ${t.leaks.length}   owner refused: ${t.ownerFailures.length}   (goal 0 each: ${t.leaks.length + t.ownerFailures.length + t.uncovered.length === 0 ? 'met' : 'NOT met'})`,
  ];
  lines.push(`  excepted (reasons in EXCEPTED): ${t.excepted.join(', ')}`);
  for (const l of t.leaks.slice(0, 30)) lines.push(`  LEAK ${l.call} by ${l.actor}: ${l.what}`);
  for (const f of t.ownerFailures) lines.push(`  OWNER ${f.call}: ${f.what}`);
  for (const u of t.uncovered) lines.push(`  NOT COVERED ${u.call}: ${u.why}`);
  return lines.join('\n');
}
