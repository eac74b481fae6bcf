// Public API of @lingua/core: the browser runtime shared by the portal and every widget (docs/architecture.md).
// Names are exported one by one so the surface stays deliberate.

export { configure, getConfig, getInteraction, isConfigured, resetConfig, loadPortalConfig } from './config/config.ts';
export type { LinguaConfig, PortalConfig, InteractionMode } from './config/config.ts';
export { getClock, setClock } from './clock/clock.ts';
export type { Clock, TimerHandle } from './clock/clock.ts';

export { t, useT, registerTexts, registerTranslations, showLanguage, getLanguage, useLanguage, LANGUAGES } from './i18n/i18n.ts';
export type { TextResources, TextVars, Language, TranslatedLanguage, Catalogue, CatalogueLoaders } from './i18n/i18n.ts';
export { chooseLanguage, matchLanguage, directionOf, pickLanguage, requestLanguage, updateLanguage, PICKED_LANGUAGE_STORAGE_KEY } from './i18n/language.ts';
export { currentLocale, formatDate, formatNumber, formatCurrency, formatFileSize, languageName, endonym, nameOfLanguage, enabledLanguagesByName, textDir, inputDir } from './i18n/format.ts';
export { keepLanguageCodes } from './i18n/language-codes.ts';
export { coreTextsEn } from './i18n/texts-en.ts';

export { createApiClient, buildUrl, readBody, IMPERSONATION_HEADER } from './api/api-client.ts';
export type { ApiClient, ApiClientOptions, ApiRequestOptions, QueryValue } from './api/api-client.ts';
export { api } from './api/api.ts';
export { callApi, callKey, callPath, preloadCall } from './api/call-api.ts';
export { useCall } from './api/use-call.ts';
export type { CallInput, CallKey, CallOptions } from './api/call-api.ts';
export { ApiError, errorDisplayMessage, isErrorBody, statusMessage } from './api/api-error.ts';
export type { ErrorBody } from './api/api-error.ts';
export { uploadWithProgress, submissionProgress } from './api/upload.ts';
export type { PresignedPost, UploadOptions, SubmissionPhase } from './api/upload.ts';
export { LinguaSWRConfig, swrDefaults, QUERY_FRESHNESS_MS } from './api/swr.tsx';
export type { LinguaSWRConfigProps } from './api/swr.tsx';
export { fetchUserAccount, useUserAccount, USER_ACCOUNT_KEY } from './api/user-account.ts';
// Calls several features make (one file per call: key, fetcher, hook)
export { fetchCountries, useCountries, COUNTRIES_KEY } from './api/get-countries.ts';
export { fetchProvinces, useProvinces, PROVINCES_KEY } from './api/get-provinces.ts';
export { languagesKey, fetchLanguages, preloadLanguages, useLanguages, useLanguageCodes } from './api/get-languages.ts';
export { createPresignedPost } from './api/create-presigned-post.ts';
export { uploadAll, uploadedFileKey } from './api/upload-all.ts';
export type { PendingUpload } from './api/upload-all.ts';
export {
  customFieldDefinitionsKey,
  fetchCustomFieldDefinitions,
  useCustomFieldDefinitions,
} from './api/get-custom-field-definitions.ts';
export { clientConfigsKey, fetchClientConfigs, useClientConfigs } from './api/list-client-configs.ts';
export { clientConfigKey, fetchClientConfig, useClientConfig } from './api/get-client-config.ts';
export type { UserAccount } from './api/user-account.ts';

export {
  createLinguaTheme,
  linguaTheme,
  linguaOrange,
  linguaCssVariablesResolver,
  LINGUA_PRIMARY_SHADE,
  NOTIFICATION_AUTO_CLOSE_MS,
} from './theme/theme.ts';
export type { LinguaThemeOptions } from './theme/theme.ts';

export {
  sessionStore,
  useSession,
  useEffectiveUser,
  getEffectiveUser,
  selectEffectiveUser,
  takeInitialPagePath,
  userFromClaims,
  splitExternalGroups,
  IMPERSONATION_STORAGE_KEY,
  INITIAL_PATH_STORAGE_KEY,
} from './session/session-store.ts';
export type {
  SessionState,
  SessionStatus,
  SessionUser,
  ImpersonationOverride,
  IdTokenClaims,
  Role,
} from './session/session-store.ts';
export { startImpersonation, endImpersonation } from './session/impersonation.ts';
export { useEscapeClosesTopDialog } from './components/escape-on-top/escape-on-top.ts';
export { ACCOUNT_SETTINGS_REQUEST_EVENT, requestAccountSettings, useAccountSettingsRequests, type AccountSettingsTabName } from './session/account-settings-request.ts';

export { initIdentity, preloadRedirectIdentity, renewSession, signIn, signOut, getIdToken, setIdentityClient, CHANGE_PASSWORD_PATH, ONE_TIME_TOKEN_PARAM } from './identity/identity.ts';
export type { SignInOptions, SignOutOptions } from './identity/identity.ts';
// The MSAL client is imported on demand by identity.ts (decision 080); only its types are public.
export { runRedirectBridge } from './identity/redirect-bridge.ts';
export type { IdentityClient, IdentityResult, LoginExtras, MsalIdentitySettings } from './identity/identity-client.ts';

export {
  startSessionExpiry,
  confirmPresence,
  sessionExpiryStore,
  SESSION_INACTIVITY_LIMIT_MS,
  SESSION_WARNING_GRACE_MS,
  ACTIVITY_EVENTS,
} from './session-expiry/session-expiry.ts';
export type { SessionExpiryOptions, SessionExpiryState } from './session-expiry/session-expiry.ts';
export { LAST_ACTIVITY_STORAGE_KEY } from './session-expiry/last-activity.ts';
export { SessionExpiryWatcher } from './session-expiry/session-expiry-watcher.tsx';

export { RequireAuth } from './guards/require-auth.tsx';
export type { RequireAuthProps } from './guards/require-auth.tsx';
export { Guard } from './guards/guard.tsx';
export type { GuardProps } from './guards/guard.tsx';

export { installErrorReporting, reportUiError, buildUiLogBody } from './ui-logs/error-reporting.ts';
export type { ErrorReportingOptions, UiLogBody } from './ui-logs/error-reporting.ts';

export { LinguaProvider } from './provider/lingua-provider.tsx';
export type { LinguaProviderProps, WidgetRootElements } from './provider/lingua-provider.tsx';

export { defineWidget, widgetDefinitionOf } from './widget/define-widget.tsx';
export type {
  DefineWidgetOptions,
  LinguaElement,
  LinguaEvent,
  LinguaEventMap,
  WidgetComponentProps,
  WidgetDefinition,
  WidgetConfigAttributes,
  WidgetDispatch,
  WidgetEventMap,
  WidgetPropType,
} from './widget/define-widget.tsx';
export { getWidgetStyleSheet, adoptWidgetStyles, WIDGET_ROOT_CLASS } from './widget/widget-styles.ts';
export { installPageCss } from './widget/page-css.ts';
export { configureWidget } from './widget/configure-widget.ts';

export { ErrorAlert } from './components/error-alert/index.ts';
export type { ErrorAlertProps } from './components/error-alert/index.ts';
export { ConfirmDialog, useDialogSubmit } from './components/confirm-dialog/index.ts';
export { formSubmit } from './components/form-submit/form-submit.ts';
export { FilePicker } from './components/file-picker/index.ts';
export { rowWindow, type RowRange } from './components/row-window/row-window.ts';
export type { ConfirmDialogProps } from './components/confirm-dialog/index.ts';
export { UploadProgress } from './components/upload-progress/index.ts';
export type { UploadProgressProps } from './components/upload-progress/index.ts';
export { ErrorPage, ErrorBoundary } from './components/error-page/index.ts';
export { lazyPart } from './components/lazy-part/index.ts';
export { CustomFieldInput } from './components/custom-field-input/index.ts';
export type { CustomFieldInputProps, CustomFieldErrors } from './components/custom-field-input/index.ts';
export type { LazyPart } from './components/lazy-part/index.ts';
export type { ErrorPageProps, ErrorBoundaryProps } from './components/error-page/index.ts';
export { SessionExpiryDialog } from './components/session-expiry-dialog/index.ts';
export type { SessionExpiryDialogProps } from './components/session-expiry-dialog/index.ts';
export { BarChart } from './components/bar-chart/index.ts';
export type { BarChartDatum, BarChartProps } from './components/bar-chart/index.ts';

export { isPlainClick, inAppClick } from './navigation/plain-click.ts';
export type { ClickLike } from './navigation/plain-click.ts';

// E-mail verification dialog (spec 2 §2, §4)
export {
  EmailVerificationDialog,
  sendEmailVerificationCode,
  useSendEmailVerificationCode,
  SEND_EMAIL_VERIFICATION_CODE_KEY,
  validateEmailVerificationCode,
  useValidateEmailVerificationCode,
  VALIDATE_EMAIL_VERIFICATION_CODE_KEY,
} from './email-verification/index.ts';
export type { EmailVerificationDialogProps } from './email-verification/index.ts';

// Job requests (spec 3 §2.3, §4)
export {
  JobRequestList,
  StatusBadge,
  EditableName,
  ZipDownloadDialog,
  statusGroup,
  statusColor,
  statusTooltipKey,
  statusLabelKey,
  isInProgress,
  canModify,
  expandStatusGroups,
  usePageSize,
  pageSizeStorageKey,
  JOB_REQUEST_PAGE_SIZES,
  formatDateTime,
  sortedLanguageNames,
  listJobRequests,
  listJobRequestsKey,
  useJobRequestList,
  anyInProgress,
  getJobRequest,
  jobRequestKey,
  useJobRequest,
  renameJobRequest,
  useRenameJobRequest,
  archiveJobRequest,
  useArchiveJobRequest,
  useRevalidateJobRequests,
  zipTranslatedFiles,
  getZipStatus,
  zipStatusKey,
  getFileDownloadUrl,
  startDownload,
  useDownloadJobRequestFile,
  jobRequestTextsEn,
  registerJobRequestTexts,
  DetailFrame,
  FileRow,
  useFileDownloads,
  RequestDetailsParts,
  useRequestDetailsParts,
} from './job-requests/index.ts';
export type {
  JobRequestListProps,
  StatusBadgeProps,
  EditableNameProps,
  ZipDownloadDialogProps,
  DetailFrameProps,
  FileRowProps,
  RequestDetailsPartsValue,
  StatusGroup,
  StatusColor,
  StatusVocabulary,
} from './job-requests/index.ts';

// Paged lists (organisation users, glossaries, API keys): search, rows per page, pages.
export { pageOf, pagedListReducer, usePagedList, PagedListFooter, SearchablePagedList, EmptyTableRow } from './components/paged-list/index.ts';
export type { PageOf, PagedList, PagedListAction, PagedListState, PagedListFooterProps, SearchablePagedListProps } from './components/paged-list/index.ts';

// Notices (decision 142): the bell's list, the pushed stream, mark read.
export { allRead, applyStreamEvent, markedRead, NOTICES_POLL_MS, onPushedNotice, parseStreamBlock, readNoticeStream, setNoticeStreamUp, STREAM_REOPEN_MS, useNotices, useNoticeStreamUp } from './notices/index.ts';
export type { NoticesModel, NoticeStreamEvent } from './notices/index.ts';
