// Public exports of @lingua/auto-quote (explicit, no export *).
export { AutoQuoteReview, PaymentPreferencesDialog, TermsDialog } from './auto-quote-review/index.ts';
export type { AutoQuoteReviewProps, PaymentPreferencesDialogProps, TermsDialogProps } from './auto-quote-review/index.ts';
export { registerAutoQuoteTexts, autoQuoteTextsEn } from './texts.ts';
