import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes, mailOutbox } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { CODE_TTL_MS, MAIL_SUBJECT, MAX_SENDS_PER_HOUR, RESEND_INTERVAL_MS, consumeVerificationCode } from './service.ts';

describe('e-mail verification codes', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, seed: 'reference' });
  });
  afterAll(() => t.close());

  const send = (email: string) => t.app.inject({ method: 'POST', url: '/v1/userAccount/actions/sendEmailVerificationCode', payload: { email } });
  const validate = (email: string, verificationCode: string) =>
    t.app.inject({ method: 'POST', url: '/v1/userAccounts/actions/validateEmailVerificationCode', payload: { email, verificationCode } });
  const lastCode = async (to: string) => {
    const [m] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    return { mail: m!, code: String(m!.meta!['code']) };
  };
  const wrong = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

  it('mails a 6-character code, stores only its hash and validates it without using it up', async () => {
    const res = await send('Visitor@Example.com');
    expect(res.statusCode).toBe(204);
    const { mail, code } = await lastCode('visitor@example.com');
    expect(mail.subject).toBe(MAIL_SUBJECT);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(mail.text).toContain(code);
    const [row] = await t.ctx.db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.email, 'visitor@example.com'));
    expect(row!.codeHash).not.toContain(code);

    expect((await validate('visitor@example.com', code)).json()).toEqual({ isValid: true });
    // Case-insensitive, and validating twice still works: only the submission consumes it.
    expect((await validate('VISITOR@example.com', code.toLowerCase())).json()).toEqual({ isValid: true });
    await consumeVerificationCode(t.ctx.db, clock, 'visitor@example.com', code);
    expect((await validate('visitor@example.com', code)).json()).toEqual({ isValid: false });
    await expect(consumeVerificationCode(t.ctx.db, clock, 'visitor@example.com', code)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid or expired verification code',
    });
  });

  it('rejects a malformed body with 400', async () => {
    expect((await send('not-an-email')).statusCode).toBe(400);
    const res = await validate('visitor@example.com', '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_PARAMETER' });
  });

  it('kills a code after 5 wrong guesses, even for the right code', async () => {
    clock.advance(RESEND_INTERVAL_MS);
    await send('guess@example.com');
    const { code } = await lastCode('guess@example.com');
    for (let i = 0; i < 5; i++) expect((await validate('guess@example.com', wrong(code))).json()).toEqual({ isValid: false });
    expect((await validate('guess@example.com', code)).json()).toEqual({ isValid: false });
    await expect(consumeVerificationCode(t.ctx.db, clock, 'guess@example.com', code)).rejects.toMatchObject({ status: 400 });
  });

  it('throttles resends (60 s apart, 5 per hour) and a new code replaces the old one', async () => {
    const email = 'resend@example.com';
    expect((await send(email)).statusCode).toBe(204);
    const first = (await lastCode(email)).code;
    const again = await send(email);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'CODE_RESEND_TOO_SOON' });
    expect(again.json().message).toMatch(/Please wait \d+ seconds/);
    clock.advance(RESEND_INTERVAL_MS);
    expect((await send(email)).statusCode).toBe(204);
    const second = (await lastCode(email)).code;
    if (second !== first) expect((await validate(email, first)).json()).toEqual({ isValid: false });
    expect((await validate(email, second)).json()).toEqual({ isValid: true });
    for (let i = 2; i < MAX_SENDS_PER_HOUR; i++) {
      clock.advance(RESEND_INTERVAL_MS);
      expect((await send(email)).statusCode).toBe(204);
    }
    clock.advance(RESEND_INTERVAL_MS);
    const over = await send(email);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'CODE_LIMIT_REACHED' });
    clock.advance(60 * 60 * 1000);
    expect((await send(email)).statusCode).toBe(204);
  });

  it('expires a code after 15 minutes', async () => {
    const email = 'late@example.com';
    await send(email);
    const { code } = await lastCode(email);
    clock.advance(CODE_TTL_MS - 1000);
    expect((await validate(email, code)).json()).toEqual({ isValid: true });
    clock.advance(2000);
    expect((await validate(email, code)).json()).toEqual({ isValid: false });
    await expect(consumeVerificationCode(t.ctx.db, clock, email, code)).rejects.toMatchObject({ status: 400 });
    const rows = await t.ctx.db.select().from(emailVerificationCodes).where(and(eq(emailVerificationCodes.email, email)));
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('answers isValid false for an address that never got a code', async () => {
    expect((await validate('nobody@example.com', 'ABCDEF')).json()).toEqual({ isValid: false });
  });
});
