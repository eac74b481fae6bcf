// Brute-force protection for passwords and one-time codes. Failures are counted per key in the database (so
// every server process shares them) and, past a threshold, each further failure doubles a back-off during
// which attempts are refused without checking the credential. Time comes from the shared clock.
import { inArray, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottles } from '../db/schema/identity.ts';

/** Failures tolerated per account before the back-off starts. */
export const ACCOUNT_FAILURE_THRESHOLD = 5;
/**
 * Failures tolerated per IP address. Higher than per account because offices share one address behind NAT;
 * the per-account key is what protects a password, the IP key limits password spraying across accounts.
 */
export const IP_FAILURE_THRESHOLD = 20;
/** Back-off cap. */
const MAX_LOCK_SECONDS = 3600;
/** A key's count starts again after this long without failures. */
const FORGET_AFTER_MS = 3600 * 1000;

export interface ThrottleKey {
  key: string;
  threshold: number;
}

export function accountKey(username: string, purpose = 'sign-in'): ThrottleKey {
  return { key: `${purpose}:user:${username.trim().toLowerCase()}`, threshold: ACCOUNT_FAILURE_THRESHOLD };
}

export function ipKey(ip: string, purpose = 'sign-in'): ThrottleKey {
  return { key: `${purpose}:ip:${ip}`, threshold: IP_FAILURE_THRESHOLD };
}

/** 2^failures seconds once the threshold is reached (5 failures → 32 s, 6 → 64 s ...), capped at an hour. */
export function backoffSeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** failures, MAX_LOCK_SECONDS);
}

/** Seconds until the attempt may be made, or 0 when none of the keys is locked. */
export async function lockedFor(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
  if (!keys.length) return 0;
  const rows = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, keys.map((k) => k.key)));
  let wait = 0;
  for (const r of rows) {
    if (r.lockedUntil && r.lockedUntil > now) wait = Math.max(wait, Math.ceil((r.lockedUntil.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  for (const k of keys) {
    // One statement per key so that concurrent failures all count.
    const [row] = await db
      .insert(signInThrottles)
      .values({ key: k.key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`case when ${signInThrottles.lastFailureAt} > ${forgetBefore.toISOString()}::timestamptz
            or ${signInThrottles.lockedUntil} > ${now.toISOString()}::timestamptz
            then ${signInThrottles.failures} + 1 else 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: signInThrottles.failures });
    const secs = backoffSeconds(row?.failures ?? 1, k.threshold);
    await db
      .update(signInThrottles)
      .set({ lockedUntil: secs ? new Date(now.getTime() + secs * 1000) : null })
      .where(eq(signInThrottles.key, k.key));
  }
}

/** A correct credential clears the account's count (never the IP's: one good account must not unlock spraying). */
export async function recordSuccess(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key.key));
}

export function throttledMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many failed attempts. Please wait ${wait} and try again.`;
}
