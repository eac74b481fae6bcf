// API keys (decision 133): `Bearer lpk_…` acts for the key's company within its scopes; the row is read per call,
// so revocation and expiry apply at once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_SECRET_START, apiKeyMayCall } from '@lingua/contract';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { apiKeys, type ApiKeyRow } from '../db/schema/api-keys.ts';
import { forbidden, HttpError, unauthorized } from '../lib/errors.ts';
import { securityEvent } from '../instrumentation/security-events.ts';
import type { Principal } from './principal.ts';

/** A use from the same address within this long after the last is not written again. */
const LAST_USED_EVERY_MS = 60_000;
/** Characters of the prefix after `lpk_`: 48 random bits, so prefixes of a company's keys never collide. */
const PREFIX_LENGTH = 8;

export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_SECRET_START);

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new key's secret (`lpk_` + 8 characters of prefix + `_` + 43 of 256-bit secret), its prefix and its hash. */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const prefix = `${API_KEY_SECRET_START}${randomBytes((PREFIX_LENGTH * 3) / 4).toString('base64url')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, secretHash: hashApiKeySecret(secret) };
}

export function apiKeyPrincipalOf(row: ApiKeyRow): Principal {
  return {
    userId: row.id,
    username: `api-key:${row.prefix}`,
    email: row.contactEmail,
    firstName: row.name,
    lastName: `(API key ${row.prefix})`,
    roles: ['CLIENT_EMPLOYEE'],
    applications: [...(row.scopes.includes('machine-translation') ? ['machineTranslation'] : []), ...(row.scopes.includes('reports') ? ['reports'] : [])],
    clientId: row.clientId,
    isFederated: false,
    apiKey: { id: row.id, prefix: row.prefix, scopes: row.scopes },
  };
}

/** The key's row when `secret` is a live key's; otherwise 401 (unknown, wrong secret, revoked or expired alike). */
export async function liveApiKey(db: Db, secret: string, now: Date): Promise<ApiKeyRow> {
  // The prefix's 8 characters are base64url, which may hold '_' itself: it is cut by length.
  const prefix = secret.slice(0, API_KEY_SECRET_START.length + PREFIX_LENGTH);
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix)).limit(1);
  const given = Buffer.from(hashApiKeySecret(secret), 'hex');
  if (!row || !timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) throw unauthorized();
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) throw unauthorized('The API key is revoked or expired', 'API_KEY_INACTIVE');
  return row;
}

/** Counts the call in the key's window (in the database, so across processes); 429 with Retry-After past it. */
async function countCall(ctx: AppContext, row: ApiKeyRow, reply: FastifyReply, hit: ApiKeyCounter): Promise<void> {
  const { max, windowMs } = ctx.config.apiKeyRateLimit;
  const { current, ttl } = await hit(`api-key|${row.id}`, windowMs);
  if (current <= max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, `Too many requests with this API key, retry in ${seconds} seconds`, 'RATE_LIMITED');
}

export type ApiKeyCounter = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

async function noteUse(ctx: AppContext, req: FastifyRequest, row: ApiKeyRow, now: Date): Promise<void> {
  const newAddress = row.lastUsedFrom !== req.ip;
  if (!newAddress && row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await ctx.db.update(apiKeys).set({ lastUsedAt: now, lastUsedFrom: req.ip }).where(eq(apiKeys.id, row.id));
  if (newAddress) securityEvent(req, 'api-key.new-address', `api-key:${row.prefix}`, { apiKeyId: row.id, clientId: row.clientId, previous: row.lastUsedFrom });
}

/** Live, within its rate limit, and on a route its scopes allow (403 otherwise: unnamed calls refuse keys). */
export async function principalFromApiKey(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, secret: string, hit: ApiKeyCounter): Promise<Principal> {
  const now = ctx.clock.now();
  const row = await liveApiKey(ctx.db, secret, now);
  await countCall(ctx, row, reply, hit);
  const operationId = (req.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  if (!apiKeyMayCall(operationId, row.scopes)) throw forbidden('The API key may not make this call: its scopes do not cover it', 'API_KEY_SCOPE');
  await noteUse(ctx, req, row, now);
  return apiKeyPrincipalOf(row);
}
