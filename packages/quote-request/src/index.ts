// Public exports of @lingua/quote-request (explicit, no export *).
export { QuoteRequest } from './quote-request/quote-request.tsx';
export type { QuoteRequestProps } from './quote-request/quote-request.tsx';
// Loaded on first render: a route that shows QuoteRequest does not download the external link's form with it.
export { ExternalLinkRequest } from './external-link/lazy-external-link-request.ts';
export type { ExternalLinkRequestProps } from './external-link/external-link-request.tsx';
export { decodeClientId, encodeClientId } from './external-link/decode-client-id.ts';
export { QuoteRequestForm } from './quote-request-form/quote-request-form.tsx';
export type { QuoteRequestFormProps } from './quote-request-form/quote-request-form.tsx';
export { EstimatePanel } from './estimate/estimate-panel.tsx';
export type { EstimatePanelProps } from './estimate/estimate-panel.tsx';
export { SubmittedPage, SubmissionsDisabledPage, InactiveClientPage } from './quote-request/status-pages.tsx';
export { InvalidLinkPage } from './external-link/invalid-link-page.tsx';
export type { SubmittedPageProps } from './quote-request/status-pages.tsx';
export type { SubmitResult } from './rules/submit-request.ts';
export { registerCreateProjectTexts, createProjectTextsEn } from './texts.ts';
