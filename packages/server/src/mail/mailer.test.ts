import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { ManualClock } from '../lib/clock.ts';
import { Mailer } from './mailer.ts';

describe('mailer and outbox', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, seed: 'none' });
  });
  afterAll(async () => t?.close());

  it('records every message in the outbox when no SMTP is configured', async () => {
    const r = await t.app.mailer.send({
      to: 'Ana@Example.com',
      subject: 'Your verification code',
      text: 'Your code is 123456.\nOpen https://portal.test/verify?code=123456&x=<b> to continue.',
      template: 'email-verification-code',
      meta: { code: '123456' },
    });
    expect(r.status).toBe('stored');
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.id));
    expect(row).toMatchObject({ to: 'Ana@Example.com', subject: 'Your verification code', sentAt: null, error: null, meta: { code: '123456' } });
    expect(row!.createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('sends through the transport when configured and records the outcome', async () => {
    const sent = new Mailer(t.ctx, { transport: nodemailer.createTransport({ jsonTransport: true }) });
    const ok = await sent.send({ to: ['a@example.com', 'b@example.com'], subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });
    expect(ok.status).toBe('sent');
    const [okRow] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, ok.id));
    expect(okRow!.to).toBe('a@example.com, b@example.com');
    expect(okRow!.sentAt).not.toBeNull();

    const failing = new Mailer(t.ctx, {
      transport: nodemailer.createTransport({
        name: 'failing',
        version: '1',
        send: (_mail: unknown, cb: (err: Error | null, info: unknown) => void) => cb(new Error('550 mailbox unavailable'), null),
      }) as Transporter,
    });
    const bad = await failing.send({ to: 'c@example.com', subject: 'Hi', text: 'Hello' });
    expect(bad).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
    const [badRow] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, bad.id));
    expect(badRow).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' });
  });

  it('lists the outbox newest first as JSON, filtered by recipient', async () => {
    clock.advance(60_000);
    await t.app.mailer.send({ to: 'ana@example.com', subject: 'Second', text: 'Code 654321' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=ANA@example.com' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ subject: string; to: string; text: string }>;
    expect(list.map((m) => m.subject)).toEqual(['Second', 'Your verification code']);
    expect(list[0]!.text).toBe('Code 654321');
    const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(4);
  });

  it('shows a readable HTML page with clickable links and escaped content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<h2>Your verification code</h2>');
    expect(html).toContain('<a href="https://portal.test/verify?code=123456&#38;x=" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('&#60;b&#62;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<p>Hello</p>');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('Your verification code'));
  });
});

describe('outbox pages with devPages off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'none', config: { devPages: false } });
  });
  afterAll(async () => t?.close());

  it('answers 404 and still records mail', async () => {
    await t.app.mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
