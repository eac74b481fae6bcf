// Public exports of @lingua/procurement (explicit, no export *).
export { CoupaRequestList, COUPA_REQUEST_LIST_ID } from './list/coupa-request-list.tsx';
export type { CoupaRequestListProps } from './list/coupa-request-list.tsx';
export { CoupaRequestDetails, hasQuoteTab } from './detail/coupa-request-details.tsx';
export type { CoupaRequestDetailsProps, CoupaDetailTab } from './detail/coupa-request-details.tsx';
export { QuoteTab, QUOTE_VIEWER_HEIGHT } from './detail/quote-tab.tsx';
export type { QuoteTabProps } from './detail/quote-tab.tsx';
export { RejectQuoteDialog } from './detail/reject-dialog.tsx';
export type { RejectQuoteDialogProps } from './detail/reject-dialog.tsx';
export { CoupaStarter, COUPA_HOME_PATH } from './starter/coupa-starter.tsx';
export type { CoupaStarterProps } from './starter/coupa-starter.tsx';
export { CoupaErrorPage } from './error-page/coupa-error-page.tsx';
export type { CoupaErrorPageProps } from './error-page/coupa-error-page.tsx';
export { ProviderDesk } from './desk/provider-desk.tsx';
export type { ProviderDeskProps } from './desk/provider-desk.tsx';
export { getStoredRequestId, storeRequestId, useStoredRequestId, REQUEST_ID_STORAGE_KEY } from './request-id.ts';
export { procurementTextsEn, registerProcurementTexts } from './texts.ts';
