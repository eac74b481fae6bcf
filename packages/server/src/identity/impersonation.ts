// ADMIN impersonation (spec 1 §4): honoured only for a caller whose own roles include ADMIN, audited per request.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/identity.ts';
import type { Clock } from '../lib/clock.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { securityEvent } from '../instrumentation/security-events.ts';
import { findAccountByUsername, toPrincipal } from './accounts.ts';
import type { Principal } from './principal.ts';

/** Request header naming the impersonated user (lower-case, as Node presents header names). */
export const IMPERSONATION_HEADER = 'x-impersonate-username';
export const IMPERSONATOR_ROLE = 'ADMIN';
export const AUDIT_IMPERSONATE = 'IMPERSONATE';

export function impersonationTarget(req: FastifyRequest): string | undefined {
  const value = req.headers[IMPERSONATION_HEADER];
  const name = (Array.isArray(value) ? value[0] : value)?.trim();
  return name || undefined;
}

export async function impersonate(db: Db, clock: Clock, req: FastifyRequest, real: Principal, targetUsername: string): Promise<Principal> {
  if (!real.roles.includes(IMPERSONATOR_ROLE)) throw forbidden();
  const target = await findAccountByUsername(db, targetUsername);
  if (!target) throw notFound('User not found');
  // A disabled account cannot act, not even through an admin.
  if (!target.isEnabled) throw forbidden('The account is disabled');
  await db.insert(auditLog).values({
    at: clock.now(),
    actorUsername: real.username,
    action: AUDIT_IMPERSONATE,
    targetUsername: target.username,
    details: { method: req.method, url: req.url.split('?')[0], ip: req.ip },
  });
  return { ...toPrincipal(target), impersonatedBy: real.username };
}

/** An impersonation without a call for this long has ended; the next call as the user starts a new one. */
export const IMPERSONATION_IDLE_MS = 30 * 60_000;

/** Impersonation has no call of its own (decision 106): a start is an admin's first call as a user, the end their
 * next call without the header, or after IMPERSONATION_IDLE_MS. Kept per process. */
export class ImpersonationLog {
  readonly #current = new Map<string, { target: string; at: number }>();

  seen(req: FastifyRequest, real: Principal, target: string | undefined, now: number): void {
    if (!real.roles.includes(IMPERSONATOR_ROLE)) return;
    const was = this.#current.get(real.username);
    const idle = was !== undefined && now - was.at > IMPERSONATION_IDLE_MS;
    if (was && (idle || was.target !== target)) {
      securityEvent(req, 'impersonation.end', real.username, { target: was.target, ...(idle ? { reason: 'idle' } : {}) });
      this.#current.delete(real.username);
    }
    if (target === undefined) return;
    if (!this.#current.has(real.username)) securityEvent(req, 'impersonation.start', real.username, { target });
    this.#current.set(real.username, { target, at: now });
  }
}
