// The spec's limits in one place so browser and server agree; bytes (1 MB = 1048576, spec 2 §9) and milliseconds.

export const BYTES_PER_MB = 1_048_576; // spec 2 §9

// Spec 1 §9 / §4 "Session".
export const SESSION_INACTIVITY_LIMIT_MS = 60 * 60 * 1000;
export const SESSION_WARNING_GRACE_MS = 30 * 1000;

// Spec 1 §9.
export const NOTIFICATION_AUTO_HIDE_MS = 15 * 1000;

// Spec 1 §5 and §9, spec 2 §5.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_DIGIT_PATTERN = '\\d';
export const PASSWORD_UPPER_CASE_PATTERN = '[A-Z]';
export const PASSWORD_LOWER_CASE_PATTERN = '[a-z]';

// Spec 1 §5 and §9: MFA (TOTP) code.
export const MFA_CODE_LENGTH = 6;
export const MFA_CODE_PATTERN = '^\\d{6}$';

// Spec 2 §9: e-mail verification code length; spec 1 §9 and spec 2 §9: link validity 24 hours.
export const EMAIL_VERIFICATION_CODE_LENGTH = 6;
export const EMAIL_VERIFICATION_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;

// Spec 1 §9, spec 3 §5 and §9: machine translation (file and media requests).
export const MT_MAX_TARGET_LANGUAGES = 10;
export const MT_MAX_TOTAL_FILE_SIZE_BYTES = 262_144_000; // 250 MB
// Spec 3 §5 and §9: audio and video size limits fall back to 1 MB when the settings give none.
export const MT_MEDIA_FILE_SIZE_FALLBACK_MB = 1;
// Spec 3 §4.6: a non-English source in the file tab forces the target to English.
export const MT_ENGLISH_LANGUAGE_ID = 'enu';

// Spec 1 §9, spec 2 §5 and §9: reference files and the default project-upload limits.
export const REFERENCE_FILES_MAX_COUNT = 100;
export const REFERENCE_FILE_MAX_SIZE_BYTES = 1_048_576_000; // 1000 MB
export const DEFAULT_UPLOAD_MAX_FILE_COUNT = 100;
export const DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES = 1_048_576_000; // 1000 MB

// Spec 2 §5 and spec 3 §9: the visitor form.
export const VISITOR_UPLOAD_MAX_FILE_COUNT = 20;
export const VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES = 41_943_040; // 40 MB
export const VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES = 62_914_560; // 60 MB

// Spec 1 §9: CSV export covers the first 1000 records; spec 3 §9: export fetches page 1 with limit 1000.
export const CSV_EXPORT_MAX_RECORDS = 1000;
export const REPORT_EXPORT_LIMIT = 1000;
// Spec 3 §7: report rows are retried 3 times for export.
export const REPORT_EXPORT_RETRIES = 3;
// Spec 3 §2.4 and §9.
export const REPORT_DEFAULT_PAGE_SIZE = 25;

// Spec 1 §2 and §9.
export const ORGANIZATION_USERS_PAGE_SIZES = [10, 20, 30] as const;
export const ORGANIZATION_USERS_DEFAULT_PAGE_SIZE = 10;

// Spec 1 §9, spec 2 §9: quote response promise; spec 1 §2: a completed quote 24 h old is highlighted.
export const QUOTE_RESPONSE_PROMISE_HOURS = 24;
export const QUOTE_FOLLOW_UP_BUSINESS_DAYS = 1;
export const COMPLETED_QUOTE_HIGHLIGHT_AGE_MS = 24 * 60 * 60 * 1000;

// Spec 1 §5 and §9, spec 2 §5.
export const FILENAME_MAX_LENGTH = 255;
// Spec 1 §9.
export const DROPDOWN_MAX_VISIBLE_ROWS = 8;

// Spec 1 §9 and spec 3 §9.
export const DEFAULT_QUERY_STALE_TIME_MS = 1_200_000; // 20 minutes

// Spec 2 §5 and §9.
export const DEFAULT_COUNTRY_ID = 227;

// Spec 2 §9: price per language = pricePerPage × (totalPages / number of target languages), shown in USD.
export const CURRENCY = 'USD';
export const CURRENCY_DECIMALS = 2;

// Spec 2 §9: terms shown with a quote.
export const ESTIMATE_VALIDITY_DAYS = 30;
export const CLAIM_WINDOW_DAYS = 30;
export const LATE_INTEREST_PERCENT_PER_MONTH = 1.5;
export const LATE_INTEREST_PERCENT_PER_YEAR = 18;
export const DEFECT_CORRECTION_DAYS = 30;

// Spec 3 §5 and §9.
export const JOB_REQUEST_NAME_MAX_LENGTH = 250;
// Not in the spec: typed text is stored as a .txt; 100,000 characters (~40 pages) is more than anyone types.
export const TEXT_INPUT_MAX_LENGTH = 100_000;
// Not in the spec: bounds one request's stored text; no field the spec names needs more.
export const CUSTOM_FIELD_VALUE_MAX_LENGTH = 4000;
// Not in the spec: a visitor without a client is quoted at this price per page (USD), the provider's list price.
export const DEFAULT_PRICE_PER_PAGE = 25;

// Spec 3 §9: job request lists.
export const JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE = 10;
export const JOB_REQUEST_REFRESH_INTERVAL_MS = 10_000;
export const ZIP_STATUS_POLL_INTERVAL_MS = 1000;
export const COPY_CONFIRMATION_MS = 5000;
// Not in the spec: bounds any page; the report export's 1000 is the largest the spec needs.
export const MAX_PAGE_SIZE = 1000;

// Spec 3 §9.
export const QUOTE_VIEWER_HEIGHT_PX = 600;
export const REJECT_REASON_TEXTAREA_ROWS = 5;
export const DEFAULT_SUBTITLE_FORMAT = 'srt';

// Spec 3 §4.5: media tab zip name 'mt-translation-{jobRequestId}.zip'.
export function mediaZipFileName(jobRequestId: string): string {
  return `mt-translation-${jobRequestId}.zip`;
}

// Spec 2 §7 and spec 3 §7: the presigned-post key is a template with this placeholder for the file name.
export const PRESIGNED_POST_FILENAME_PLACEHOLDER = '${filename}';

// Document editor (decision 173), kept out of its schema module, which the browser must not load.
export const DOCUMENT_SAVE_MAX_SEGMENTS = 1000;
/** The most segments one confirm or one listing page names; a 20,000-segment document is listed whole. */
export const DOCUMENT_SEGMENTS_MAX = 20_000;
export const DOCUMENT_SEGMENT_TEXT_MAX_LENGTH = 20_000;

// Decision 185: conversations on a request. A message's text, its attachments, what one list answers.
export const CONVERSATION_MESSAGE_MAX_LENGTH = 10_000;
export const CONVERSATION_ATTACHMENTS_MAX = 10;
export const CONVERSATION_MESSAGES_LISTED_MAX = 1000;
export const CONVERSATION_INBOX_MAX = 200;
export const CONVERSATION_UNREAD_REQUESTS_MAX = 100;

// Decision 184: review issues, staff's answers and a request for changes.
export const QUALITY_ISSUE_COMMENT_MAX_LENGTH = 2000;
export const QUALITY_ISSUE_WORDS_MAX_LENGTH = 500;
export const QUALITY_ANSWER_REASON_MAX_LENGTH = 2000;
export const REVIEW_NOTE_MAX_LENGTH = 4000;
/** Issues one file and language may carry: a bound on a score's reads and the CSV. */
export const QUALITY_ISSUES_PER_FILE_MAX = 5000;

// Decision 183: retention the client controls; out of the TypeBox schemas, as the browser reads these.
export const RETENTION_MAX_DAYS = 3650;
/** Days before a retention deletion that the company's admins are told. */
export const RETENTION_NOTICE_DAYS = 7;
export const DELETION_REASONS = ['request', 'company', 'retention'] as const;
export const RECEIPT_FORMATS = ['pdf', 'json'] as const;
