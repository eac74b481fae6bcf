// E-mail verification codes (spec 2 §4, §5, §9) and the confirmation link (spec 1 §9): salted hashes, used once,
// sending throttled per address.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_CODE_LENGTH, EMAIL_VERIFICATION_LINK_VALIDITY_MS } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { emailVerificationCodes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { textsIn, type Language } from '../../texts/index.ts';

export type VerificationPurpose = 'SUBMISSION' | 'CONFIRM_EMAIL';

/** How long a mailed 6-character code stays usable: long enough to switch to the mailbox, short for guessing. */
export const CODE_TTL_MS = 15 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_SENDS_PER_HOUR = 5;
/** Wrong guesses a code survives; the next one (right or wrong) finds it dead. */
export const MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

export const MSG_INVALID_CODE = 'Invalid or expired verification code';
export const MAIL_SUBJECT = textsIn('en').t('code.subject');

// No 0/O, 1/I/L: the code is read from a mail and typed by hand. 31 symbols, 6 places ≈ 29.7 bits.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Codes are compared case-insensitively (people type them in lower case) and without surrounding spaces. */
function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function generateCode(): string {
  let out = '';
  for (let i = 0; i < EMAIL_VERIFICATION_CODE_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${normalizeCode(code)}`).digest('base64url')}`;
}

function matches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function issueCode(
  db: Db,
  clock: Clock,
  email: string,
  purpose: VerificationPurpose,
  opts: { code?: string; ttlMs?: number; throttle?: boolean } = {},
): Promise<{ code: string; expiresAt: Date }> {
  const address = normalizeEmail(email);
  const now = clock.now();
  if (opts.throttle !== false) {
    const recent = await db
      .select({ createdAt: emailVerificationCodes.createdAt })
      .from(emailVerificationCodes)
      .where(
        and(
          eq(emailVerificationCodes.email, address),
          eq(emailVerificationCodes.purpose, purpose),
          gt(emailVerificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(emailVerificationCodes.createdAt));
    const last = recent[0]?.createdAt;
    if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
      const wait = Math.ceil((RESEND_INTERVAL_MS - (now.getTime() - last.getTime())) / 1000);
      throw new HttpError(429, `Please wait ${wait} seconds before requesting another code.`, 'CODE_RESEND_TOO_SOON');
    }
    if (recent.length >= MAX_SENDS_PER_HOUR) {
      throw new HttpError(429, 'Too many verification codes were requested for this address. Please try again later.', 'CODE_LIMIT_REACHED');
    }
  }
  const code = opts.code ?? generateCode();
  const expiresAt = new Date(now.getTime() + (opts.ttlMs ?? CODE_TTL_MS));
  await db.insert(emailVerificationCodes).values({
    email: address,
    purpose,
    codeHash: hashCode(code, randomBytes(12).toString('base64url')),
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

type CodeRow = typeof emailVerificationCodes.$inferSelect;

export type CheckOutcome = 'valid' | 'invalid' | 'expired' | 'used';

/** With `consume`, used in the statement that checks it unused: two concurrent submissions cannot both use it. */
async function check(db: Db, clock: Clock, email: string, code: string, purpose: VerificationPurpose, consume: boolean): Promise<CheckOutcome> {
  const address = normalizeEmail(email);
  const now = clock.now();
  const [row]: CodeRow[] = await db
    .select()
    .from(emailVerificationCodes)
    .where(and(eq(emailVerificationCodes.email, address), eq(emailVerificationCodes.purpose, purpose)))
    .orderBy(desc(emailVerificationCodes.createdAt))
    .limit(1);
  // Only short codes need a guess limit; a 192-bit link token cannot be guessed, and a limit would let anyone kill it.
  const limited = purpose === 'SUBMISSION';
  if (!row || (limited && row.attempts >= MAX_ATTEMPTS)) return 'invalid';
  if (!matches(code, row.codeHash)) {
    if (!limited) return 'invalid';
    // Atomic increment: parallel guesses all count.
    await db
      .update(emailVerificationCodes)
      .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
      .where(eq(emailVerificationCodes.id, row.id));
    return 'invalid';
  }
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  if (!consume) return 'valid';
  const claimed = await db
    .update(emailVerificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationCodes.id, row.id),
        isNull(emailVerificationCodes.usedAt),
        limited ? lt(emailVerificationCodes.attempts, MAX_ATTEMPTS) : undefined,
      ),
    )
    .returning({ id: emailVerificationCodes.id });
  return claimed.length === 1 ? 'valid' : 'used';
}

export async function validateVerificationCode(db: Db, clock: Clock, email: string, code: string): Promise<boolean> {
  return (await check(db, clock, email, code, 'SUBMISSION', false)) === 'valid';
}

/** For calls acting on a verified address (spec 2 §4); anything but a valid code throws 400. */
export async function consumeVerificationCode(db: Db, clock: Clock, email: string, code: string): Promise<void> {
  if ((await check(db, clock, email, code, 'SUBMISSION', true)) !== 'valid') throw badRequest(MSG_INVALID_CODE, 'INVALID_VERIFICATION_CODE');
}

export async function consumeConfirmationCode(db: Db, clock: Clock, email: string, code: string): Promise<CheckOutcome> {
  return check(db, clock, email, code, 'CONFIRM_EMAIL', true);
}

export async function issueConfirmationCode(db: Db, clock: Clock, email: string): Promise<{ code: string; expiresAt: Date }> {
  return issueCode(db, clock, email, 'CONFIRM_EMAIL', {
    code: randomBytes(24).toString('base64url'),
    ttlMs: EMAIL_VERIFICATION_LINK_VALIDITY_MS,
    throttle: false,
  });
}

export async function sendVerificationCode(db: Db, clock: Clock, mailer: Mailer, email: string, language: Language = 'en'): Promise<void> {
  const { code, expiresAt } = await issueCode(db, clock, email, 'SUBMISSION');
  const { t } = textsIn(language);
  await mailer.send({
    to: normalizeEmail(email),
    subject: t('code.subject'),
    text: [t('code.code', { code }), '', t('code.enter', { count: Math.round(CODE_TTL_MS / 60_000) }), '', t('code.ignore')].join('\n'),
    template: 'email-verification-code',
    meta: { code, expiresAt: expiresAt.toISOString() },
    language,
  });
}
