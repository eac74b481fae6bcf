// Outgoing mail (docs/architecture.md "Mail"). Every message is first recorded in the outbox table, so it is never lost and
// developers and end-to-end tests can read it; when SMTP is configured it is then sent and the outcome
// (sentAt or error) recorded on the same row. Without SMTP the outbox is the delivery.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Clock } from '../lib/clock.ts';
import type { Language } from '../texts/index.ts';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where a reply goes (a conversation's reply address, decision 185); kept in the outbox row's meta. */
  replyTo?: string | undefined;
  /** The template's name, kept with the message for inspection. */
  template?: string | undefined;
  /** Template data worth reading back (a verification code, a link). */
  meta?: Record<string, unknown> | undefined;
  /** The language it is written in (decision 190), kept in the outbox row's meta with the template's data. */
  language?: Language | undefined;
}

export interface SendResult {
  id: string;
  /** stored: outbox only (no SMTP configured); sent: accepted by the SMTP server; failed: see error. */
  status: 'stored' | 'sent' | 'failed';
  error?: string;
}

export interface MailContext {
  config: Pick<Config, 'smtp' | 'mailFrom'>;
  db: Db;
  clock: Clock;
}

export class Mailer {
  readonly #ctx: MailContext;
  readonly #transport: Transporter | undefined;

  /** `transport` overrides the SMTP transport built from config.smtp (tests use nodemailer's JSON transport). */
  constructor(ctx: MailContext, opts: { transport?: Transporter } = {}) {
    this.#ctx = ctx;
    this.#transport = opts.transport ?? (ctx.config.smtp ? nodemailer.createTransport(ctx.config.smtp.url) : undefined);
  }

  /**
   * Records the message and, with SMTP, sends it. A send failure does not throw: it is recorded on the row and
   * reported in the result, so the caller decides whether the user must hear of it.
   */
  async send(msg: MailMessage): Promise<SendResult> {
    const to = Array.isArray(msg.to) ? msg.to.join(', ') : msg.to;
    const [row] = await this.#ctx.db
      .insert(mailOutbox)
      .values({
        to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        template: msg.template ?? null,
        meta: msg.meta || msg.language ? { ...msg.meta, ...(msg.language ? { language: msg.language } : {}) } : null,
        createdAt: this.#ctx.clock.now(),
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (!this.#transport) return { id, status: 'stored' };
    try {
      await this.#transport.sendMail({
        from: this.#ctx.config.mailFrom,
        to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html ? { html: msg.html } : {}),
        ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
      });
      await this.#ctx.db.update(mailOutbox).set({ sentAt: this.#ctx.clock.now(), error: null }).where(eq(mailOutbox.id, id));
      return { id, status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await this.#ctx.db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
      return { id, status: 'failed', error };
    }
  }

  close(): void {
    this.#transport?.close();
  }
}
