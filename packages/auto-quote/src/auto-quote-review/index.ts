export { AutoQuoteReview } from './auto-quote-review.tsx';
export type { AutoQuoteReviewProps } from './auto-quote-review.tsx';
export { PaymentPreferencesDialog } from './payment-preferences-dialog.tsx';
export type { PaymentPreferencesDialogProps } from './payment-preferences-dialog.tsx';
export { TermsDialog } from './terms-dialog.tsx';
export type { TermsDialogProps } from './terms-dialog.tsx';
