// Job requests (spec 3 §3), their files, links, history, automatic quotes (spec 2 §3), zips and external creations.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import type {
  AcceptanceStatus,
  CountryRef,
  CustomFieldValue,
  FileCategory,
  JobRequestStatus,
  Origination,
  PaymentType,
  ProcessingProgress,
  RequestType,
  UiLanguage,
} from '@lingua/contract';

export type { CustomFieldValue, FileCategory, JobRequestStatus, Origination, ProcessingProgress, RequestType };
export type RefName = CountryRef;

/** Who asked, for visitor requests (no account) and as a snapshot for signed-in ones. */
export interface RequestorContact {
  companyName?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  city?: string;
  zipCode?: string;
  province?: RefName | null;
  country?: RefName | null;
  /** The language the requester read the portal in when asking (decision 190): the mails that follow use it
   * when they have no stored preference (a visitor has none). */
  language?: UiLanguage;
}

export interface MediaOptions {
  projectType?: string;
  subtitlesType?: string;
  isDubbingRequested?: boolean;
  dubbingVoices?: Array<{ languageId: string; voiceName: string }>;
  isSubtitleEmbeddingRequested?: boolean;
  progress?: number;
  /** Why the last rebuild of the files after an edit failed; cleared by the next rebuild. */
  rebuildFailure?: string | null;
  /** While staff's rebuild of a request sent back runs, the status it returns to (decision 188); else unset. */
  rebuildReturnsTo?: 'CHANGES_REQUESTED' | null;
  /** Per `<fileIndex>:<languageId>`, the dubbed lines the voice could not say in their time (decision 135). */
  voiceOverruns?: Record<string, Array<{ id: string; text: string; slotSeconds: number; spokenSeconds: number }>>;
}

export const jobRequests = pgTable(
  'job_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id').references(() => clientConfigs.id),
    ownerUserId: uuid('owner_user_id'),
    name: text('name').notNull(),
    status: text('status').$type<JobRequestStatus>().notNull().default('CREATED'),
    origination: text('origination').$type<Origination>().notNull(),
    requestType: text('request_type').$type<RequestType>().notNull(),
    sourceLanguageId: text('source_language_id'),
    targetLanguageIds: text('target_language_ids').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    externalReferenceId: text('external_reference_id'),
    xtrfInternalId: text('xtrf_internal_id'),
    xtrfName: text('xtrf_name'),
    xtrfServiceId: integer('xtrf_service_id'),
    requestor: jsonb('requestor').$type<RequestorContact>(),
    customFields: jsonb('custom_fields').$type<CustomFieldValue[]>().notNull().default([]),
    mediaOptions: jsonb('media_options').$type<MediaOptions>(),
    /** Why the request failed, for support; never shown raw to the client. */
    failureReason: text('failure_reason'),
    /** Machine and media translations: target language id → the engines of MT_ENGINE's chain that translated into it. */
    mtEngines: jsonb('mt_engines').$type<Record<string, string[]>>(),
    /** Machine and media translations: glossary terms the engine chain wrote, over every file and target (decision 149). */
    glossaryTermsApplied: integer('glossary_terms_applied').notNull().default(0),
    /** Machine translations of documents: words the engine did not know, over every file and target (decision 149). */
    unknownWords: integer('unknown_words').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archived: boolean('archived').notNull().default(false),
    /** When the request's files were deleted by retention or on request (decision 183); the request stays listed. */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('job_requests_client_time_idx').on(t.clientId, t.createTime.desc(), t.id),
    // Reports (modules/reports): a status filter pages in index order; the quote report reads quote requests only.
    index('job_requests_client_status_time_idx').on(t.clientId, t.status, t.createTime.desc(), t.id),
    index('job_requests_client_quote_time_idx')
      .on(t.clientId, t.createTime.desc(), t.id)
      .where(sql`${t.requestType} = 'QUOTE_REQUEST'`),
    index('job_requests_owner_time_idx').on(t.ownerUserId, t.createTime.desc(), t.id),
    index('job_requests_external_ref_idx').on(t.externalReferenceId),
  ],
);

/** Numbers of the projects our project store opens for escalations (spec 3 §4.9), unique across processes. */
export const xtrfProjectNumbers = pgSequence('xtrf_project_number_seq', { startWith: 50000 });

export const jobRequestFiles = pgTable(
  'job_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    category: text('category').$type<FileCategory>().notNull(),
    /** Language of a translated file (or of a media source file). */
    languageId: text('language_id'),
    size: bigint('size', { mode: 'number' }),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_request_files_request_idx').on(t.jobRequestId, t.category)],
);

export const jobRequestLinks = pgTable(
  'job_request_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<FileCategory>().notNull().default('SOURCE_DOCUMENT'),
  },
  (t) => [index('job_request_links_request_idx').on(t.jobRequestId)],
);

export const jobRequestStatusHistory = pgTable(
  'job_request_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<JobRequestStatus>(),
    toStatus: text('to_status').$type<JobRequestStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    note: text('note'),
  },
  (t) => [index('job_request_status_history_request_idx').on(t.jobRequestId, t.at)],
);

/** The answer's payment preferences as stored: the contract's fields, trimmed, empty ones left out. */
export interface PaymentPreferences {
  paymentType: PaymentType;
  billingContact?: {
    address1?: string;
    address2?: string;
    city?: string;
    province?: RefName | null;
    country?: RefName | null;
    zipCode?: string;
    email?: string;
    phoneNumber?: string;
  };
  billingAccount?: { clientIdNumber: string; personalCode?: string };
}

export const autoQuotes = pgTable('auto_quotes', {
  jobRequestId: uuid('job_request_id')
    .primaryKey()
    .references(() => jobRequests.id, { onDelete: 'cascade' }),
  pricePerPage: numeric('price_per_page', { precision: 12, scale: 2 }).notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  totalPages: integer('total_pages').notNull(),
  /** Pages per target language id; spec 2 §9 divides totalPages evenly when absent. */
  pagesPerLanguage: jsonb('pages_per_language').$type<Record<string, number>>(),
  acceptanceDeadline: timestamp('acceptance_deadline', { withTimezone: true }).notNull(),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  acceptanceStatus: text('acceptance_status').$type<AcceptanceStatus>(),
  rejectionReason: text('rejection_reason'),
  paymentPreferences: jsonb('payment_preferences').$type<PaymentPreferences>(),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  /** Words and pages per source file as the analysis counted them, for staff checking a price. */
  fileAnalysis: jsonb('file_analysis').$type<Array<{ fileName: string; words: number; pages: number }>>(),
});

function externalCreationColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id),
    projectName: text('project_name').notNull(),
    contactInfo: jsonb('contact_info').$type<RequestorContact & { customFields?: CustomFieldValue[] }>().notNull(),
    notes: text('notes'),
    sourceLanguageId: text('source_language_id'),
    targetLanguageIds: text('target_language_ids').array().notNull().default(sql`'{}'::text[]`),
    xtrfServiceId: integer('xtrf_service_id'),
    customFields: jsonb('custom_fields').$type<CustomFieldValue[]>().notNull().default([]),
    fileLinks: jsonb('file_links').$type<Array<{ url: string; name: string }>>().notNull().default([]),
    jobRequestId: uuid('job_request_id').references(() => jobRequests.id),
    /** Prefix of the upload permission returned at creation: addFiles takes files only from under it. */
    uploadPrefix: text('upload_prefix'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const projects = pgTable('projects', externalCreationColumns(), (t) => [index('projects_client_idx').on(t.clientId)]);
export const quotes = pgTable('quotes', externalCreationColumns(), (t) => [index('quotes_client_idx').on(t.clientId)]);

export const zipJobs = pgTable(
  'zip_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    zipFileName: text('zip_file_name').notNull(),
    status: text('status').$type<ProcessingProgress>().notNull().default('NOT_STARTED'),
    fileKey: text('file_key'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Fingerprint of the zipped files (zip.ts): the zip is served only while the request's files still give it. */
    filesFingerprint: text('files_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zip_jobs_request_idx').on(t.jobRequestId, t.createdAt.desc())],
);
