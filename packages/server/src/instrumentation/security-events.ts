// Security events (decision 106): one info line on the request's logger and a metrics count. The actor is an
// account's username, never what was typed for an unknown one (sometimes a password).
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

/** For the audit trail (decision 182), which takes address, browser and company from the request. */
export interface SecurityEventRecord {
  actor: string | null;
  details: Record<string, unknown>;
  request?: FastifyRequest;
}

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

/** What an event needs of a principal; instrumentation sits below identity, so it names only these. */
export interface EventActor {
  username: string;
  impersonatedBy?: string | null;
}

export function principalEvent(request: FastifyRequest, principal: EventActor, event: SecurityEvent, details: Record<string, unknown> = {}): void {
  const onBehalfOf = principal.impersonatedBy ? { onBehalfOf: principal.username } : {};
  securityEvent(request, event, principal.impersonatedBy ?? principal.username, { ...onBehalfOf, ...details });
}
