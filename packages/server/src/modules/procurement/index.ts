// Procurement-platform area: cXML punch-out, sign-in by request, quote accept/reject, provider desk.
export { procurementModule, procurementDeps, punchoutReturnPage } from './routes.ts';
export { assertCoupaSubmission, attachQuoteConfirmation, COUPA_APPLICATION } from './service.ts';
