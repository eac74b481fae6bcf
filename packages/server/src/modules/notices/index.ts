// Notices to people (decision 140): the plugin (routes, this process's streams, the notice mailer in worker
// processes) and `recordNotice`, which webhooks' events.ts calls at the same event points as webhook events.
import type { FastifyInstance } from 'fastify';
import { startNoticeMailer } from './mail.ts';
import { noticeRoutes } from './routes.ts';
import { NoticeStreams } from './streams.ts';

/** Every second (decision 140): no goal is set for the mail, and a second keeps it prompt without a busy loop. */
const MAIL_INTERVAL_MS = 1000;

export async function noticesModule(app: FastifyInstance): Promise<void> {
  const { db, database, config } = app.ctx;
  const streams = new NoticeStreams(db);
  await streams.start(database);
  app.addHook('onClose', async () => streams.close());
  if (config.workers) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startNoticeMailer({ db, mailer: app.mailer, publicUrl: config.publicUrl }, MAIL_INTERVAL_MS, (err) => app.log.warn({ err }, 'notice mail failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }
  noticeRoutes(app, streams);
}

export { recordNotice } from './record.ts';
/** Mails pending notices now: tests (worker processes run it on a timer). */
export { mailNotices, noticeMailText, NOTICE_SETTINGS_QUERY } from './mail.ts';
export type { NoticeStreams } from './streams.ts';
