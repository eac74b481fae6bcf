// Failures counted per key in the database; past the threshold each doubles a back-off. Sign-in throttles the
// attacker, not the victim (decision 073): a browser with a device cookie is throttled on its own.
import { inArray, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottles } from '../db/schema/identity.ts';
import { textsIn, type Texts } from '../texts/index.ts';

export const ACCOUNT_FAILURE_THRESHOLD = 5;
export const DEVICE_FAILURE_THRESHOLD = 5;
export const ACCOUNT_ADDRESS_FAILURE_THRESHOLD = 5;
/** Untrusted clients together (a distributed guess); past it they are locked out and the owner is mailed. */
export const UNTRUSTED_ACCOUNT_FAILURE_THRESHOLD = 10;
/** Per address across accounts (spraying); high with a short back-off, as offices share one address behind NAT. */
export const ADDRESS_FAILURE_THRESHOLD = 50;
const MAX_LOCK_SECONDS = 3600;
const ADDRESS_MAX_LOCK_SECONDS = 900;
const FIRST_LOCK_EXPONENT = 5;
const FORGET_AFTER_MS = 3600 * 1000;

export interface ThrottleKey {
  key: string;
  threshold: number;
  maxLockSeconds?: number;
}

const norm = (username: string) => username.trim().toLowerCase();

export function accountKey(username: string, purpose = 'sign-in'): ThrottleKey {
  return { key: `${purpose}:user:${norm(username)}`, threshold: ACCOUNT_FAILURE_THRESHOLD };
}

export function deviceKey(deviceId: string): ThrottleKey {
  return { key: `sign-in:device:${deviceId}`, threshold: DEVICE_FAILURE_THRESHOLD };
}

export function accountAddressKey(username: string, ip: string): ThrottleKey {
  return { key: `sign-in:user-ip:${norm(username)}:${ip}`, threshold: ACCOUNT_ADDRESS_FAILURE_THRESHOLD };
}

export function untrustedAccountKey(username: string): ThrottleKey {
  return { key: `sign-in:untrusted:${norm(username)}`, threshold: UNTRUSTED_ACCOUNT_FAILURE_THRESHOLD };
}

export function addressKey(ip: string): ThrottleKey {
  return { key: `sign-in:ip:${ip}`, threshold: ADDRESS_FAILURE_THRESHOLD, maxLockSeconds: ADDRESS_MAX_LOCK_SECONDS };
}

/** `trustedDeviceId`: a valid device cookie's id for this account, if any. */
export function signInKeys(username: string, ip: string, trustedDeviceId: string | null): ThrottleKey[] {
  if (trustedDeviceId) return [deviceKey(trustedDeviceId)];
  return [accountAddressKey(username, ip), untrustedAccountKey(username), addressKey(ip)];
}

/** 32 s at the threshold, doubling with each further failure (5 failures → 32 s, 6 → 64 s ...), capped. */
export function backoffSeconds(failures: number, threshold: number, maxLockSeconds = MAX_LOCK_SECONDS): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (FIRST_LOCK_EXPONENT + failures - threshold), maxLockSeconds);
}

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

export interface FailureOutcome {
  key: ThrottleKey;
  failures: number;
  lockSeconds: number;
}

export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<FailureOutcome[]> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const outcomes: FailureOutcome[] = [];
  for (const k of keys) {
    // One statement per key so that concurrent failures (from any process) all count.
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
    const failures = row?.failures ?? 1;
    const secs = backoffSeconds(failures, k.threshold, k.maxLockSeconds);
    await db
      .update(signInThrottles)
      .set({ lockedUntil: secs ? new Date(now.getTime() + secs * 1000) : null })
      .where(eq(signInThrottles.key, k.key));
    outcomes.push({ key: k, failures, lockSeconds: secs });
  }
  return outcomes;
}

/** A correct credential clears the given key (never an address's or the untrusted clients' count: see callers). */
export async function recordSuccess(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key.key));
}

/** The wait as a sentence, in `texts`' language (an API error's message stays English; its code is what counts). */
export function throttledMessage(seconds: number, texts: Texts = textsIn('en')): string {
  return texts.t('signIn.throttled', { wait: texts.wait(seconds) });
}
