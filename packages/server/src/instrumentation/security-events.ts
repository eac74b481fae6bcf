// Security events (decision 106): one info log line each, with the event and its actor, on the request's
// logger (so it carries the request id), and a count for the metrics. The actor is an account's username, never
// what was typed for an unknown account (that is sometimes a password typed into the wrong field).
import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'sign-in.success'
  | 'sign-in.failure'
  | 'sign-in.throttled'
  | 'sign-in.lockout'
  | 'impersonation.start'
  | 'impersonation.end'
  | 'organization-user.disableMfa'
  | 'organization-user.enableAccount'
  | 'organization-user.disableAccount'
  | 'file.download'
  | 'api-key.create'
  | 'api-key.revoke'
  | 'api-key.remove'
  | 'api-key.new-address'
  | 'webhook.create'
  | 'webhook.delete'
  | 'translation-memory.delete'
  | 'translation-memory.import'
  | 'glossary.import'
  | 'glossary.delete'
  | 'mfa.enable'
  | 'mfa.preferred'
  | 'password.change'
  | 'settings.widget-origins'
  | 'retention.delete'
  | 'upload.infected'
  | 'upload.refused'
  | 'upload.unscanned';

/**
 * What was logged, for the company's audit trail (modules/audit-trail, decision 182): the request it happened in
 * (none for an event outside one), so the trail takes its address, browser, channel and company from there.
 */
export interface SecurityEventRecord {
  actor: string | null;
  details: Record<string, unknown>;
  request?: FastifyRequest;
}

/** Every event, for the metrics (instrumentation/metrics.ts) and the audit trail; process-wide, like the log. */
export const securityEvents = new EventEmitter<{ event: [SecurityEvent, SecurityEventRecord] }>();

/** `details` name what the event was about (a target user, a file); never a secret. */
export function securityEvent(request: FastifyRequest, event: SecurityEvent, actor: string | null, details: Record<string, unknown> = {}): void {
  request.log.info({ event, actor, ip: request.ip, ...details }, `security event ${event}`);
  securityEvents.emit('event', event, { actor, details, request });
}

/** An event the server notices outside any one request's handler (the malware scan of an upload): on the given log. */
export function serviceSecurityEvent(log: { info(obj: object, msg: string): void }, event: SecurityEvent, actor: string | null, details: Record<string, unknown> = {}): void {
  log.info({ event, actor, ...details }, `security event ${event}`);
  securityEvents.emit('event', event, { actor, details });
}

/**
 * An event done by a signed-in user: the actor is the person at the keyboard — under impersonation the admin,
 * with the user acted as in `onBehalfOf` (as the audit log records it).
 */
/** What an event needs of a principal; instrumentation sits below identity, so it names only these. */
export interface EventActor {
  username: string;
  impersonatedBy?: string | null;
}

export function principalEvent(request: FastifyRequest, principal: EventActor, event: SecurityEvent, details: Record<string, unknown> = {}): void {
  const onBehalfOf = principal.impersonatedBy ? { onBehalfOf: principal.username } : {};
  securityEvent(request, event, principal.impersonatedBy ?? principal.username, { ...onBehalfOf, ...details });
}
