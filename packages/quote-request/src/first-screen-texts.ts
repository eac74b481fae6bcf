// The texts of the quote request's first screen (decisions 087, 171), registered under `createProject` with the
// entry: its title, the visitor's e-mail step and where it leads (company picker, inactive company, submissions
// disabled) and the confirmation. What the forms, the estimate and the external link show is in texts.ts, registered
// by those lazily loaded parts before they render.
import { QUOTE_FOLLOW_UP_BUSINESS_DAYS, QUOTE_RESPONSE_PROMISE_HOURS } from '@lingua/contract';
import { registerTexts, registerTranslations } from '@lingua/core';

export const firstScreenTextsEn = {
  title: 'Request a quote or project',
  subtitle: 'Send us your documents and we will get back to you within {{hours}} hours.',
  loading: 'Loading…',
  visitor: {
    emailTitle: 'Start with your e-mail address',
    emailIntro: 'We use it to find your company and to send you the quote.',
    email: 'E-mail address',
    continue: 'Continue',
    companyTitle: 'Select your company',
    companyIntro: 'Several companies use the domain of {{email}}. Choose the one you work for.',
    company: 'Company',
    changeEmail: 'Use another e-mail address',
    inactiveTitle: 'Your company cannot accept new requests',
    inactiveMessage:
      'The account of your company is inactive, so it cannot accept new requests. Please contact your account manager.',
    disabledTitle: 'Please sign in to submit a request',
    disabledMessage: 'Your company accepts requests only from signed-in users.',
    returnHome: 'Return to home',
  },
  submitted: {
    projectTitle: 'Your project was submitted',
    estimateTitle: 'Your estimate request was submitted',
    message: `We will reply within ${QUOTE_RESPONSE_PROMISE_HOURS} hours and follow up within ${QUOTE_FOLLOW_UP_BUSINESS_DAYS} business day.`,
    signUpPrompt: 'Create an account to follow your requests and reorder faster.',
    signUp: 'Sign up',
    another: 'Submit another request',
  },
};

/** Adds the first screen's texts to the catalogue, and the package's loaders of its other languages (idempotent). */
export function registerFirstScreenTexts(): void {
  registerTexts('createProject', firstScreenTextsEn);
  // Every text of the package in one catalogue per language, imported when its language is shown (decision 189).
  registerTranslations('quote-request', {
    de: () => import('./languages/de.ts'),
    fr: () => import('./languages/fr.ts'),
    es: () => import('./languages/es.ts'),
    ja: () => import('./languages/ja.ts'),
    ar: () => import('./languages/ar.ts'),
  });
}
