// The rules of a company's API keys (decision 133): its client admins create, list and revoke them; staff list and
// revoke any company's. A key is named by its prefix; the secret is returned once, at creation, and kept hashed.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { API_KEY_MAX_LIFETIME_DAYS, type ApiKey, type ApiKeyListQuery, type CreateApiKeyBody, type CreatedApiKey } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys, type ApiKeyRow } from '../../db/schema/api-keys.ts';
import { clientConfigs } from '../../db/schema/clients.ts';
import { newApiKeySecret } from '../../identity/api-keys.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_ADMIN = 'Only a client admin of the company manages its API keys';

/** A client admin (spec 1 §6: CLIENT, not federated, in a company) acting as themself, not through a key. */
export function isClientAdmin(p: Principal): p is Principal & { clientId: number } {
  return p.roles.includes('CLIENT') && !p.isFederated && p.clientId !== null && !p.apiKey;
}

export function toApiKey(row: ApiKeyRow, clientName: string): ApiKey {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy: row.createdByName,
    createTime: row.createTime.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: row.lastUsedFrom,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The company's keys, newest first; staff name a company (or see every key). */
export async function listApiKeys(db: Db, principal: Principal, query: ApiKeyListQuery): Promise<ApiKey[]> {
  let where: SQL | undefined;
  if (isStaff(principal) && !principal.apiKey) {
    if (query.clientId !== undefined) {
      if (!/^\d+$/.test(query.clientId)) throw badRequest('clientId must be a whole number', 'INVALID_PARAMETER');
      // A number no company id can be (beyond a PostgreSQL integer) names no company: an empty list, not a 500.
      const clientId = parseIntegerId(query.clientId);
      where = clientId === null ? sql`false` : eq(apiKeys.clientId, clientId);
    }
  } else {
    if (!isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
    if (query.clientId !== undefined && query.clientId !== String(principal.clientId)) throw forbidden(NOT_ADMIN);
    where = eq(apiKeys.clientId, principal.clientId);
  }
  const rows = await db
    .select({ key: apiKeys, clientName: clientConfigs.companyName })
    .from(apiKeys)
    .innerJoin(clientConfigs, eq(clientConfigs.id, apiKeys.clientId))
    .where(and(where, isNull(apiKeys.removedAt)))
    .orderBy(desc(apiKeys.createTime), desc(apiKeys.id));
  return rows.map((r) => toApiKey(r.key, r.clientName));
}

export async function createApiKey(db: Db, clock: Clock, principal: Principal, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  if (!isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
  const now = clock.now();
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw badRequest('The expiry must be in the future', 'INVALID_EXPIRY');
  if (expiresAt.getTime() > now.getTime() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS) {
    throw badRequest(`The expiry must be at most ${API_KEY_MAX_LIFETIME_DAYS} days ahead`, 'INVALID_EXPIRY');
  }
  const { secret, prefix, secretHash } = newApiKeySecret();
  const [row] = await db
    .insert(apiKeys)
    .values({
      clientId: principal.clientId,
      name: body.name.trim(),
      prefix,
      secretHash,
      scopes: [...body.scopes],
      createdByUserId: principal.userId,
      createdByName: `${principal.firstName} ${principal.lastName}`.trim() || principal.username,
      contactEmail: principal.email,
      createTime: now,
      expiresAt,
    })
    .returning();
  const [client] = await db.select({ name: clientConfigs.companyName }).from(clientConfigs).where(eq(clientConfigs.id, principal.clientId));
  return { key: toApiKey(row!, client?.name ?? ''), secret };
}

/** A listed key of the caller's company (staff: any); another company's, or one taken off the list, is as missing. */
async function findManagedKey(db: Db, principal: Principal, apiKeyId: string): Promise<ApiKeyRow> {
  const staff = isStaff(principal) && !principal.apiKey;
  if (!staff && !isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
  const missing = notFound('API key not found', 'API_KEY_NOT_FOUND');
  if (!UUID.test(apiKeyId)) throw missing;
  const company = staff ? undefined : eq(apiKeys.clientId, principal.clientId!);
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, apiKeyId), isNull(apiKeys.removedAt), company)).limit(1);
  if (!row) throw missing;
  return row;
}

/** Revokes a key of the caller's company (staff: any). Revoking twice is fine. */
export async function revokeApiKey(db: Db, clock: Clock, principal: Principal, apiKeyId: string): Promise<ApiKeyRow> {
  const row = await findManagedKey(db, principal, apiKeyId);
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: clock.now(), revokedBy: principal.impersonatedBy ?? principal.username })
    .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)))
    .returning();
  return revoked ?? row;
}

/**
 * Takes a key that no longer works (revoked or expired) off its company's list. The row stays: the requests it made
 * name it as their owner, and who is told of them is found through it.
 */
export async function removeApiKey(db: Db, clock: Clock, principal: Principal, apiKeyId: string): Promise<ApiKeyRow> {
  const row = await findManagedKey(db, principal, apiKeyId);
  if (!row.revokedAt && row.expiresAt.getTime() > clock.now().getTime()) throw conflict('The key still works: revoke it before you remove it', 'API_KEY_ACTIVE');
  await db.update(apiKeys).set({ removedAt: clock.now() }).where(eq(apiKeys.id, row.id));
  return row;
}
