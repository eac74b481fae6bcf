// Procurement-platform area: cXML punch-out, sign-in by request, quote accept/reject, provider desk.
export { procurementModule, procurementDeps, punchoutReturnPage } from './routes.ts';
export { COUPA_APPLICATION } from './deps.ts';
export { assertCoupaSubmission } from './sign-in.ts';
/** Called after the automatic analysis priced a request: COUPA requests get their quote confirmation PDF. */
export { attachQuoteConfirmation } from './quote-document.ts';
