// Conversations on a request (decision 185): the calls, the mailer of new messages (worker processes) and, when
// INBOUND_SMTP_PORT is set, the SMTP listener that turns replies to those mails into messages.
import type { FastifyInstance } from 'fastify';
import { startConversationMailer } from './mail.ts';
import { ReplyAddresses, replySecret } from './reply-address.ts';
import { replyListener } from './inbound.ts';
import { conversationRoutes } from './routes.ts';
import type { ConversationContext } from './service.ts';

/** Every second, as notice mails (decision 140). */
const MAIL_INTERVAL_MS = 1000;

export async function conversationsModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx: ConversationContext = { db, clock, objectStore: app.objectStore, uploadScanner: app.uploadScanner };
  const inbound = config.inboundMail;
  const replies = inbound ? new ReplyAddresses(await replySecret(db, config.signingSecret), inbound.domain) : undefined;
  if (config.workers) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startConversationMailer({ db, clock, mailer: app.mailer, publicUrl: config.publicUrl, replies }, MAIL_INTERVAL_MS, (err) => app.log.warn({ err }, 'conversation mail failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }
  if (inbound && replies) {
    const server = replyListener(ctx, replies, (err) => app.log.warn({ err }, 'reply by mail failed'));
    app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(inbound.port, inbound.host, () => resolve());
    }));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
  conversationRoutes(app, ctx);
}

export { mailConversations, conversationMailText } from './mail.ts';
export { ReplyAddresses, REPLY_ADDRESS_VALIDITY_MS, replySecret } from './reply-address.ts';
export { newTextOf, htmlToText } from './reply-text.ts';
