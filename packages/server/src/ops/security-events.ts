// Security events (issue #27 item 3): one info log line each, with the event and its actor, on the request's
// logger (so it carries the request id), and a count for the metrics. The actor is an account's username, never
// what was typed for an unknown account (that is sometimes a password typed into the wrong field).
import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';

export type SecurityEvent = 'sign-in.success' | 'sign-in.failure' | 'sign-in.throttled' | 'sign-in.lockout';

/** Every event, for the metrics (ops/metrics.ts); process-wide, like the log. */
export const securityEvents = new EventEmitter<{ event: [SecurityEvent] }>();

export function securityEvent(request: FastifyRequest, event: SecurityEvent, actor: string | null): void {
  request.log.info({ event, actor, ip: request.ip }, `security event ${event}`);
  securityEvents.emit('event', event);
}
