// oidc-provider's storage on the application database (table oidc_payloads), so sessions, grants, codes and
// refresh tokens survive restarts and are shared by every server process on the same database.
// Expiry uses real time, not the shared clock: oidc-provider stamps iat/exp with Date.now() and checks them
// itself, so the storage must agree with it.
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads, signInThrottles } from '../db/schema/identity.ts';

/** The payload shape oidc-provider hands to adapters (only the fields the storage indexes). */
export interface AdapterPayload {
  [key: string]: unknown;
  grantId?: string;
  userCode?: string;
  uid?: string;
  accountId?: string;
  consumed?: unknown;
}

export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

function notExpired() {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
}

export function createDrizzleAdapter(db: Db): (kind: string) => OidcAdapter {
  return (kind: string): OidcAdapter => {
    async function findWhere(cond: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, kind), cond, notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // oidc-provider reads `consumed` (epoch seconds) to detect replayed codes and rotated refresh tokens.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
        const values = {
          id,
          kind,
          payload: payload as Record<string, unknown>,
          grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
          userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
          accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
          expiresAt,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.kind, oidcPayloads.id],
            set: { ...values, consumedAt: null },
          });
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        // Every artefact issued under the grant (codes, access and refresh tokens), whatever this adapter's kind.
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}

/** Drops artefacts that expired more than a day ago (find ignores them already) and long-idle throttle counts. */
export async function purgeExpiredIdentityRows(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, dayAgo));
  await db
    .delete(signInThrottles)
    .where(and(lt(signInThrottles.lastFailureAt, dayAgo), or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, dayAgo))));
}
