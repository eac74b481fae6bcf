// English texts of the procurement-platform area (spec 3 §2.6, §8 — the quoted texts word for word) and of the
// provider desk. Registered under `coupa`; job-request list, status and zip texts live in core.
import { registerTexts, registerTranslations } from '@lingua/core';

export const procurementTextsEn = {
  signInReason:
    'Follow the translation requests your organisation sent from its procurement platform: their status, quotes and delivered files. Sign in with your Lingua account: the requests belong to your organisation’s account.',
  list: {
    title: 'Coupa Requests',
    createRequest: 'Create Request',
    createDisabled: 'Open the procurement platform and punch out again to create a request.',
    submittedOn: 'Submitted on',
    viewDetails: 'view details',
  },
  detail: {
    back: 'Back to Coupa Requests',
    summary: 'Summary',
    status: 'Status',
    submittedOn: 'Submitted on',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    tabsLabel: 'Request sections',
    tabs: {
      sourceDocuments: 'Source Documents',
      quote: 'Quote',
      deliverables: 'Deliverables',
    },
    sourceFiles: 'Source Files',
    referenceFiles: 'Reference Files',
    sourceFileLinks: 'Source File Links',
    noSourceDocuments: 'This request has no source documents.',
    opensInNewTab: '{{name}} (opens in a new tab)',
  },
  quote: {
    viewerTitle: 'Quote confirmation document',
    unavailable: 'The quote is currently unavailable. We appreciate your patience. Please check back later.',
    accept: 'Accept Quote',
    reject: 'Reject Quote',
    accepted: 'The quote was accepted.',
    notReturned:
      'The quote was accepted, but it could not be returned to the procurement platform because your punch-out session has ended. Please start a new punch-out from your procurement platform to order it.',
    rejected: 'The quote was rejected.',
    loadingDocument: 'Loading the quote document…',
  },
  rejectDialog: {
    title: 'Reject Quote',
    text: 'Please provide the reason for rejecting the quote:',
    reasonLabel: 'Reason',
    cancel: 'Cancel',
    confirm: 'Reject Quote',
  },
  deliverables: {
    language: 'Language',
    downloadAll: 'Download All',
    noFilesForLanguage: 'There are no files available for the selected language',
    notAvailable: 'Deliverable files are not available yet. Please try again later.',
  },
  starter: {
    signingIn: 'Signing you in…',
    failed: 'Unable to sign in.  Please try again later.',
  },
  errorPage: {
    title: 'Something went wrong',
    withMessage: 'Error. {{message}}',
    generic: 'Oops! Something went wrong. Please try again or contact support if the issue persists.',
  },
  desk: {
    title: 'Provider desk',
    subtitle: 'Answer procurement requests: issue the quote, deliver the translations, complete the request.',
    listTitle: 'Procurement requests',
    sentBackTitle: 'Sent back with changes requested',
    client: 'Client',
    open: 'Open',
    close: 'Close',
    selectRequest: 'Select a request to answer it.',
    quoteDocument: 'Quote document',
    currentQuote: 'Current quote document',
    noQuote: 'No quote document yet.',
    replaceQuote: 'Replace quote document',
    quoteFile: 'Quote document (PDF)',
    totalPrice: 'Quote total (USD)',
    uploadQuote: 'Issue quote',
    quoteIssued: 'The quote document was replaced; the client can review it now.',
    deliverables: 'Deliverables',
    deliverableLanguage: 'Target language',
    deliverableFiles: 'Translated files',
    uploadDeliverables: 'Upload deliverables',
    deliverablesUploaded: 'The deliverables were uploaded.',
    complete: 'Complete request',
    completed: 'The request was completed.',
    fixTitle: 'Fix what was sent back',
    fixIntro: 'Open the delivered files in the editor and fix them, then complete the request to deliver it again.',
    fixLines: 'Review and edit the lines',
    fixFile: 'Review and edit {{fileName}}',
    uploadedCount_one: '{{count}} file delivered for {{language}}',
    uploadedCount_other: '{{count}} files delivered for {{language}}',
    validation: {
      fileRequired: 'Choose a file.',
      pdfRequired: 'The quote document must be a PDF.',
      totalRequired: 'Enter a total above 0.',
      languageRequired: 'Choose a target language.',
    },
  },
} as const;

let registered = false;

/** Registers the procurement texts once. */
export function registerProcurementTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('coupa', procurementTextsEn);
  // The other languages' texts, each imported when its language is shown (decision 189).
  registerTranslations('procurement', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}
