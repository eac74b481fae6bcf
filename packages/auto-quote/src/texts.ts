// English texts of the automatic quote review (spec 2 §2, §5, §8, §9), registered under `autoQuote`.
import {
  CLAIM_WINDOW_DAYS,
  DEFECT_CORRECTION_DAYS,
  ESTIMATE_VALIDITY_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LATE_INTEREST_PERCENT_PER_YEAR,
} from '@lingua/contract';
import { registerTexts, registerTranslations } from '@lingua/core';

export const autoQuoteTextsEn = {
  title: 'Your quote',
  loading: 'Loading your quote…',
  loadError: 'We could not load this quote.',
  missingId: 'No quote to show: this page needs the id of a quote. Open the link from your quote e-mail.',
  notFound: {
    title: 'Quote not found',
    message: 'There is no quote at this address. Check the link from your quote e-mail, or ask us for a new quote.',
    signInHint: 'Did you request this quote while signed in? Then only you and your colleagues can see it: sign in to open it.',
  },
  summary: {
    name: 'Project name',
    creationDate: 'Created on',
    sourceLanguage: 'Source language',
    targetLanguages: 'Target languages',
    acceptanceStatus: 'Status',
    referenceId: 'Reference',
    languagesHeading: 'Cost per language',
    total: 'Total',
    units: 'Units (pages)',
    cost: 'Cost',
    totalProjectCost: 'Total project cost',
    validUntil: 'Valid until',
    pricePerPage: 'Price per page',
  },
  status: {
    ACCEPTED: 'Accepted',
    REJECTED: 'Rejected',
    pending: 'Awaiting your decision',
  },
  provider: {
    heading: 'Quote issued by',
    name: 'Lingua Language Services',
    address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nUnited States',
  },
  terms: {
    link: 'Terms and conditions',
    title: 'Terms and conditions',
    estimates: `Estimates are valid for ${ESTIMATE_VALIDITY_DAYS} days from their creation date.`,
    claims: `Claims about delivered work must be made within ${CLAIM_WINDOW_DAYS} days of delivery.`,
    lateInterest: `Late payments bear interest of ${LATE_INTEREST_PERCENT_PER_MONTH} % per month (${LATE_INTEREST_PERCENT_PER_YEAR} % per year).`,
    defects: `Defects reported in time are corrected within ${DEFECT_CORRECTION_DAYS} days.`,
    invoices: 'Invoices are issued at the end of each month.',
  },
  agreement: {
    label: 'I acknowledge the Terms of Service and Privacy Policy',
    required:
      'Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.',
  },
  accept: 'Accept quote',
  reject: 'Reject quote',
  rejectDialog: {
    title: 'Reject quote',
    message: 'Tell us why you are rejecting this quote (optional).',
    reason: 'Reason',
    confirm: 'Reject quote',
  },
  conflict: 'Conflict error',
  payment: {
    title: 'Payment preferences',
    paymentType: 'Payment method',
    types: {
      CREDIT_CARD: 'Credit card',
      BILL_TO_ACCOUNT: 'Bill to account',
      INVOICE_DIRECTLY: 'Invoice directly',
    },
    unknownType: 'Unknown custom field type',
    billingAddress: 'Billing address',
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    state: 'State',
    country: 'Country',
    zip: 'Zip',
    email: 'E-mail',
    phone: 'Phone number',
    clientIdNumber: 'Client ID number',
    personalCode: 'Personal code',
    invoiceHint: 'We will send the invoice to the contact of this request.',
    submit: 'Accept quote',
  },
  expired: {
    title: 'This quote has expired',
    message: 'The quote is no longer valid. Please request a new quote.',
  },
  result: {
    acceptedTitle: 'Quote accepted',
    accepted: 'Thank you. Your quote has been accepted and we are starting on your project.',
    rejectedTitle: 'Quote rejected',
    rejected: 'Your quote has been rejected. Thank you for letting us know.',
  },
  home: 'Go to home page',
};

/** Adds the auto-quote texts to the catalogue (idempotent). */
export function registerAutoQuoteTexts(): void {
  registerTexts('autoQuote', autoQuoteTextsEn);
  // The other languages, each imported the first time it is shown (decision 189); a second call is ignored.
  registerTranslations('auto-quote', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}
