// What the server writes for people, in English: the reference every other language of this folder translates
// (decision 190). Nested keys, `{{name}}` placeholders and CLDR plural suffixes as the browser's catalogue
// (decision 189). Notice titles are the contract's, so the bell, the element and the mail say the same.
import { NOTICE_EVENTS, NOTICE_TITLES } from '@lingua/contract';

/** A notice event as a catalogue key (`request.completed` → `request_completed`): a dot would nest. */
export const noticeKey = (event: string): string => event.replace('.', '_');

export default {
  common: {
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    portalLink: 'Lingua Portal: {{link}}',
    signature: 'Lingua Portal',
    /** Between the items of a list (target languages, attachments). */
    separator: ', ',
    sourceLanguage: 'Source language: {{language}}',
    targetLanguages: 'Target languages: {{languages}}',
    reference: 'Reference: {{id}}',
  },
  request: {
    subjectQuote: 'We received your estimate request: {{name}}',
    subjectProject: 'We received your translation project request: {{name}}',
    receivedQuote: 'Thank you: we received your estimate request "{{name}}".',
    receivedProject: 'Thank you: we received your translation project request "{{name}}".',
    nextQuote:
      'We are preparing your estimate and will send you a link to review it. We respond to quote requests within 24 hours and follow up within 1 business day.',
    nextProject: 'Our team will start on your project and keep you informed.',
  },
  estimate: {
    subject: 'Your estimate is ready: {{name}}',
    ready: 'Your estimate for "{{name}}" is ready.',
    pages: 'Pages: {{pages}}',
    total: 'Total: {{amount}}',
    review_one: 'Review, accept or reject it here (valid {{count}} day): {{link}}',
    review_other: 'Review, accept or reject it here (valid {{count}} days): {{link}}',
  },
  code: {
    subject: 'Your Lingua Portal verification code',
    code: 'Your Lingua Portal verification code is {{code}}',
    enter_one:
      'Enter it in the portal to confirm your e-mail address. It expires in {{count}} minute and can be used once.',
    enter_other:
      'Enter it in the portal to confirm your e-mail address. It expires in {{count}} minutes and can be used once.',
    ignore: 'If you did not ask for this code, you can ignore this message.',
  },
  confirm: {
    subject: 'Confirm your Lingua Portal e-mail address',
    please: 'Please confirm your e-mail address to finish creating your Lingua Portal account:',
    valid: 'The link is valid for 24 hours. If you did not sign up, you can ignore this message.',
  },
  lockout: {
    subject: 'Sign-in to your Lingua Portal account was paused',
    attempts_one:
      'There was {{count}} failed attempt to sign in to your Lingua Portal account ({{username}}) from a browser that has not signed in to it before. Sign-in from such browsers is paused for {{wait}}; browsers you have signed in with before are not affected.',
    attempts_other:
      'There were {{count}} failed attempts to sign in to your Lingua Portal account ({{username}}) from browsers that have not signed in to it before. Sign-in from such browsers is paused for {{wait}}; browsers you have signed in with before are not affected.',
    latest: 'The latest attempt came from the address {{address}} at {{time}}.',
    advice:
      'If this was you, wait and try again, or sign in from a browser you have used before. If it was not you, someone may be guessing your password: sign in and change it, and consider turning on multi-factor authentication.',
  },
  webhook: {
    subject: 'A webhook endpoint of your company was disabled',
    disabled: 'The webhook endpoint {{url}} was disabled: every delivery to it failed for a day.',
    help: 'Its delivery log shows each attempt and the start of each answer. Once the receiver answers again, enable\nthe endpoint in account settings → Webhooks and redeliver what it missed.',
  },
  notice: {
    title: Object.fromEntries(NOTICE_EVENTS.map((event) => [noticeKey(event), NOTICE_TITLES[event]])) as Record<
      string,
      string
    >,
    /** The title as the mail's first sentence. */
    line: '{{title}}.',
    open: 'Open it in Lingua Portal: {{link}}',
    why: 'You receive this e-mail because you made this request. Choose which notices you receive by e-mail: {{link}}',
    /** Staff are told of decisions on requests they handled (decision 184), not ones they made. */
    whyHandled:
      'You receive this e-mail because you handled this request. Choose which notices you receive by e-mail: {{link}}',
    failedHelp:
      'Nothing was charged for what could not be done. Open the request to see what happened, or contact us.',
    retentionHelp:
      "Your company's retention setting deletes the files of ended requests; the requests stay listed. To keep the files, change the setting in the Files tab of account settings before then.",
    retentionWhy:
      'You receive this e-mail because you are a client admin of {{company}}. Choose which notices you receive by e-mail: {{link}}',
  },
  conversation: {
    wrote: '{{author}} wrote:',
    attachments: 'Attachments: {{names}}',
    reply: 'Reply to this e-mail to answer in the conversation, or open it in Lingua Portal: {{link}}',
    why: 'You receive this e-mail because you take part in this conversation. Choose which notices you receive by e-mail: {{link}}',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to your Lingua Portal account.',
    username: 'Username or e-mail',
    password: 'Password',
    submit: 'Sign in',
    mfaTitle: 'Verify your identity',
    code: 'Authentication code',
    codeHint: 'Enter the 6-digit code from your authenticator app.',
    verify: 'Verify',
    home: 'Go to the home page',
    failedTitle: 'Sign-in could not continue',
    expiredTitle: 'Sign-in expired',
    unableTitle: 'Unable to sign in',
    unexpected: 'Unexpected error',
    wrongCredentials: 'Incorrect username or password.',
    disabled: 'Your account is disabled.',
    invalidCode: 'Invalid code. Please try again or wait for the code to change.',
    unconfirmed: 'Please confirm your e-mail address first.',
    /** Spec 3 §8, word for word (two spaces). */
    punchoutFailed: 'Unable to sign in.  Please try again later.',
    expired: 'Your sign-in request has expired. Please start again from the portal.',
    throttled: 'Too many failed attempts. Please wait {{wait}} and try again.',
    federationFailed: 'Sign-in at your company’s identity provider did not succeed. Please try again.',
    federationUnavailable: 'Your company’s identity provider cannot be reached right now. Please try again later.',
    federationWrongDomain:
      'Your company’s identity provider signed you in with an e-mail address that does not belong to your company.',
    federationConflict:
      'An account with this e-mail address already exists and cannot be signed in through your company’s identity provider. Please contact support.',
  },
  signOut: {
    title: 'Sign out',
    heading: 'Signing you out',
    text: 'You are being signed out of Lingua Portal.',
    submit: 'Sign out',
  },
  bridge: {
    title: 'Signing in',
    heading: 'Signing in…',
    done: 'Signed in. This window closes by itself; you can also close it.',
    lost: 'The page that opened this window is gone. Close this window and sign in again from the page.',
    refusedTitle: 'Sign-in not allowed here',
    refused: 'The site {{origin}} is not registered to embed Lingua. Ask your Lingua contact to register it.',
    unknownOrigin: '(unknown)',
  },
  pdf: {
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
    words_one: '{{count}} word',
    words_other: '{{count}} words',
    request: 'Request: {{name}}',
  },
  quotePdf: {
    title: 'Quote confirmation',
    documentTitle: 'Quote confirmation {{name}}',
    client: 'Client: {{name}}',
    issued: 'Issued on {{issued}}, valid until {{valid}}',
    targetLanguage: 'Target language',
    pages: 'Pages',
    pricePerPage: 'Price per page',
    amount: 'Amount',
    total: 'Total',
    documents: 'Documents analysed',
    file: '{{name}}: {{pages}}, {{words}}',
    terms: 'Terms',
    /** Spec 2 §9 "Terms shown". */
    term: {
      validity: 'Estimates are valid 30 days.',
      claims: 'Claims are accepted within 30 days of delivery.',
      interest: 'Late payments bear interest of 1.5 percent per month (18 percent per year).',
      defects: 'Defects are corrected within 30 days.',
      invoices: 'Invoices are issued at month end.',
    },
  },
  receiptPdf: {
    title: 'Deletion receipt',
    documentTitle: 'Deletion receipt {{id}}',
    company: 'Company: {{name}}',
    receipt: 'Receipt: {{id}}',
    reason: {
      request: "One request's files, deleted on request",
      company: "The company's requests ended before a date, deleted on request",
      retention: "Deleted by the company's retention setting",
    },
    requestedBy: 'Requested by: {{name}}',
    endedBefore: 'Requests ended before: {{date}}',
    started: 'Started: {{date}}',
    completed: 'Completed: {{date}}',
    objects: 'Objects deleted: {{objects}}, {{bytes}}',
    units: 'Translation memory units deleted: {{count}}',
    entries: 'Glossary entries deleted: {{count}}',
    kept: 'none (kept)',
    requests: 'Requests',
    line: '{{name}} ({{id}}): {{objects}}, {{bytes}}',
    objectCount_one: '{{count}} object',
    objectCount_other: '{{count}} objects',
  },
  qualityPdf: {
    title: 'Quality report',
    documentTitle: 'Quality report: {{file}} ({{language}})',
    file: 'File: {{name}}',
    language: 'Language: {{language}}',
    score: 'Score {{score}} — {{verdict}}',
    scoreInconclusive: 'Score {{score}} — {{verdict}} (inconclusive: under 1,000 evaluated words)',
    verdict: { PASS: 'PASS', FAIL: 'FAIL' },
    penalty:
      '{{penalty}} penalty points over {{words}} source words: {{perThousand}} per 1,000 words; tolerance {{tolerance}} (profile {{profile}}, version {{version}})',
    byType: 'Issues that count, by MQM type and severity',
    issues: 'Issues ({{count}})',
    more: '… and {{count}} more in the CSV',
    plain: {
      wrongMeaning: 'wrong meaning',
      wrongTerm: 'wrong term',
      readsBadly: 'reads badly',
      formattingBroken: 'formatting broken',
      shouldNotBeTranslated: 'should not be translated',
    },
    status: { OPEN: 'open', ACCEPTED: 'accepted', REJECTED: 'rejected', FIXED: 'fixed' },
  },
};
