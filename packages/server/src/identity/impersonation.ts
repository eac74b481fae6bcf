// ADMIN impersonation (spec 1 §4): while an admin acts as another user, every API call carries this header with
// the user's username. The server honours it only for a caller whose own roles include ADMIN, and records each
// impersonated request in the audit log.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/identity.ts';
import type { Clock } from '../lib/clock.ts';
import { forbidden, notFound } from '../lib/errors.ts';
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

/** The principal the request acts as: the target user, with `impersonatedBy` naming the admin. */
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
