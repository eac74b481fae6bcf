// Retention the client controls (decision 183): a company keeps its requests' files N days after a request ends
// (off = kept), deletes them sooner when it wants, and keeps a receipt of every deletion.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DELETION_REASONS, RECEIPT_FORMATS, RETENTION_MAX_DAYS } from '../limits.ts';
import { DateTime } from './common.ts';

const Days = Type.Integer({ minimum: 1, maximum: RETENTION_MAX_DAYS });
const NullableDays = Type.Union([Days, Type.Null()]);

export const RetentionParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type RetentionParams = Static<typeof RetentionParams>;
export const DeletionReceiptParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }), receiptId: Type.String({ format: 'uuid' }) });
export type DeletionReceiptParams = Static<typeof DeletionReceiptParams>;

export const RetentionSettings = Type.Object({
  clientId: Type.String(),
  /** The company's choice; null keeps files until the provider's maximum, if any. */
  fileRetentionDays: NullableDays,
  /** The provider's maximum for every company (FILE_RETENTION_MAX_DAYS); null when there is none. */
  providerMaximumDays: NullableDays,
  /** What applies: the shorter of the two; null keeps files. */
  effectiveDays: NullableDays,
});
export type RetentionSettings = Static<typeof RetentionSettings>;

/** null (or 0) turns the company's setting off. */
export const SetRetentionBody = Type.Object({ fileRetentionDays: NullableDays }, { additionalProperties: false });
export type SetRetentionBody = Static<typeof SetRetentionBody>;

const KeepOrDelete = {
  /** Also delete the company's translation memory units of the requests' language pairs. */
  deleteTranslationMemory: Type.Optional(Type.Boolean()),
  /** Also delete the company's glossaries of the requests' language pairs. */
  deleteGlossary: Type.Optional(Type.Boolean()),
};
export const DeleteRequestFilesBody = Type.Object(KeepOrDelete, { additionalProperties: false });
export type DeleteRequestFilesBody = Static<typeof DeleteRequestFilesBody>;
export const DeleteCompanyFilesBody = Type.Object({ endedBefore: DateTime, ...KeepOrDelete }, { additionalProperties: false });
export type DeleteCompanyFilesBody = Static<typeof DeleteCompanyFilesBody>;

export const DeletionReceiptItem = Type.Object({
  jobRequestId: Type.String(),
  name: Type.String(),
  endedAt: Type.Union([DateTime, Type.Null()]),
  objectCount: Type.Integer({ minimum: 0 }),
  totalBytes: Type.Integer({ minimum: 0 }),
});

export const DeletionReceipt = Type.Object({
  id: Type.String({ format: 'uuid' }),
  clientId: Type.String(),
  companyName: Type.String(),
  reason: literalUnion(DELETION_REASONS),
  /** The person who asked (staff under impersonation named as `staff for user`), or `retention` for the job. */
  requestedBy: Type.String(),
  /** Company deletions and retention: requests that ended before this. */
  endedBefore: Type.Union([DateTime, Type.Null()]),
  deleteTranslationMemory: Type.Boolean(),
  deleteGlossary: Type.Boolean(),
  startedAt: DateTime,
  completedAt: DateTime,
  requests: Type.Array(DeletionReceiptItem),
  objectCount: Type.Integer({ minimum: 0 }),
  totalBytes: Type.Integer({ minimum: 0 }),
  translationUnitsDeleted: Type.Integer({ minimum: 0 }),
  glossaryEntriesDeleted: Type.Integer({ minimum: 0 }),
});
export type DeletionReceipt = Static<typeof DeletionReceipt>;

export const DeletionReceiptList = Type.Object({ items: Type.Array(DeletionReceipt) });
export type DeletionReceiptList = Static<typeof DeletionReceiptList>;

export const ReceiptDownloadQuery = Type.Object({ format: literalUnion(RECEIPT_FORMATS) });
export type ReceiptDownloadQuery = Static<typeof ReceiptDownloadQuery>;
