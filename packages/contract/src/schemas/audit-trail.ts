// A company's audit trail (decision 182): the security events that concern the company, read by its client
// admins and by staff; append-only, kept AUDIT_RETENTION_DEFAULT_DAYS unless the operator says otherwise.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime } from './common.ts';
import { AUDIT_CHANNELS, AUDIT_EVENT_KINDS } from '../audit-events.ts';

export const AuditTrailParams = Type.Object({ clientId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type AuditTrailParams = Static<typeof AuditTrailParams>;

const AuditFilters = {
  event: Type.Optional(literalUnion(AUDIT_EVENT_KINDS)),
  /** Who acted or was acted as: part of a username, any case. */
  person: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(DateTime),
  /** Exclusive. */
  to: Type.Optional(DateTime),
};

export const AuditEventsQuery = Type.Object({
  ...AuditFilters,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditEventsQuery = Static<typeof AuditEventsQuery>;
export const AuditExportQuery = Type.Object(AuditFilters);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  at: DateTime,
  event: Type.String(),
  /** The person at the keyboard (staff under impersonation), or `api-key:<prefix>`. */
  actor: Type.Union([Type.String(), Type.Null()]),
  /** Under impersonation: the user acted as. */
  onBehalfOf: Type.Union([Type.String(), Type.Null()]),
  /** What it was about: a file, a key, a user, a glossary. */
  target: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  channel: literalUnion(AUDIT_CHANNELS),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const AuditEventPage = Type.Object({ items: Type.Array(AuditEvent), totalItems: Type.Integer({ minimum: 0 }) });
export type AuditEventPage = Static<typeof AuditEventPage>;

/** Staff's choice of whose trail to read: every company, by name. */
export const AuditCompanyList = Type.Array(Type.Object({ clientId: Type.String(), companyName: Type.String() }));
export type AuditCompanyList = Static<typeof AuditCompanyList>;

export const AuditExportFile = Type.Object({ fileName: Type.String(), mediaType: Type.String(), content: Type.String() });
export type AuditExportFile = Static<typeof AuditExportFile>;
