// The audit trail's plain values (decision 182), apart from its schemas: the browser imports these, and a schema
// module (top-level TypeBox calls with spread arguments) would bring TypeBox into every element's first load.
export const AUDIT_RETENTION_DEFAULT_DAYS = 400;
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
/** The rows one CSV export holds at most: a year of a busy company's events; narrow the dates for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The kinds of event a trail holds, as the server's security log names them (decision 106). */
export const AUDIT_EVENT_KINDS = [
  'sign-in.success',
  'sign-in.failure',
  'sign-in.throttled',
  'sign-in.lockout',
  'password.change',
  'mfa.enable',
  'mfa.preferred',
  'organization-user.disableMfa',
  'organization-user.enableAccount',
  'organization-user.disableAccount',
  'file.download',
  'api-key.create',
  'api-key.revoke',
  'api-key.remove',
  'api-key.new-address',
  'webhook.create',
  'webhook.delete',
  'glossary.import',
  'glossary.delete',
  'translation-memory.import',
  'translation-memory.delete',
  'settings.widget-origins',
  'retention.delete',
  'impersonation.start',
  'impersonation.end',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

export const AUDIT_CHANNELS = ['portal', 'element', 'api-key'] as const;
export type AuditChannel = (typeof AUDIT_CHANNELS)[number];
