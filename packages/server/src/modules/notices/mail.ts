// The notice mails (decision 140): notices written as 'pending' (record.ts, in the change's transaction) are
// claimed here after the commit through the outbox claim (db/outbox.ts: processes mailing at once never mail a
// notice twice) and sent through the mail outbox. Texts from the server's catalogue in each person's language
// (decision 190), titles as the bell shows them; plain text only, as the project's other mails; the link to the
// item and the link to change the choices in every mail.
import { eq, sql } from 'drizzle-orm';
import type { NoticeEvent } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { claimOutbox } from '../../db/outbox.ts';
import { notices } from '../../db/schema/notices.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { runEvery } from '../../lib/every.ts';
import { languageFor, noticeKey, textsIn, type Language, type Texts } from '../../texts/index.ts';

const BATCH = 50;
/** The portal opens account settings on the notices tab from this query (portal/src/layout). */
export const NOTICE_SETTINGS_QUERY = 'settings=notices';

export interface NoticeMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

interface Claimed {
  id: string;
  event: NoticeEvent;
  name: string;
  path: string;
  email: string;
  first_name: string;
  job_request_id: string;
  /** The user's company, which a retention notice names. */
  company_name?: string | null;
  /** The person's interface language (users.language): the mail is written in it. */
  language?: string | null;
}

function whyLine(c: Pick<Claimed, 'event' | 'company_name'>, settings: string, t: Texts['t']): string {
  if (c.event === 'files.deletion_scheduled') return t('notice.retentionWhy', { company: c.company_name ?? '', link: settings });
  if (c.event === 'review.approved' || c.event === 'review.changes_requested') return t('notice.whyHandled', { link: settings });
  return t('notice.why', { link: settings });
}

/** The mail of a notice in `language` (the person's preference, decision 190). */
export function noticeMailText(
  c: Pick<Claimed, 'event' | 'name' | 'path' | 'first_name' | 'company_name'>,
  publicUrl: string,
  language: Language = 'en',
): { subject: string; text: string; link: string; settings: string } {
  const { t } = textsIn(language);
  const subject = t(`notice.title.${noticeKey(c.event)}`, { name: c.name });
  const link = `${publicUrl}${c.path}`;
  const settings = `${publicUrl}/?${NOTICE_SETTINGS_QUERY}`;
  const lines = [
    c.first_name ? t('common.greeting', { name: c.first_name }) : t('common.greetingNoName'),
    '',
    t('notice.line', { title: subject }),
    ...(c.event === 'request.failed' ? ['', t('notice.failedHelp')] : []),
    ...(c.event === 'files.deletion_scheduled' ? ['', t('notice.retentionHelp')] : []),
    '',
    t('notice.open', { link }),
    '',
    '--',
    whyLine(c, settings, t),
    t('common.signature'),
  ];
  return { subject, text: lines.join('\n'), link, settings };
}

/** Mails every pending notice; returns how many. */
export async function mailNotices(deps: NoticeMailDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await claimOutbox<Claimed>(deps.db, {
      table: 'notices',
      waiting: sql`mail_state = 'pending'`,
      order: sql`create_time`,
      limit: BATCH,
      set: sql`mail_state = 'sending'`,
      join: { from: sql`user_accounts u left join client_configs c on c.id = u.client_id`, on: sql`u.id = claimed.user_id` },
      returning: sql`claimed.id, claimed.event, claimed.name, claimed.path, claimed.job_request_id, u.email, u.first_name, u.language, c.company_name`,
    });
    for (const row of rows) {
      const language = languageFor(row.language);
      const m = noticeMailText(row, deps.publicUrl, language);
      const meta = { noticeId: row.id, jobRequestId: row.job_request_id, link: m.link, settings: m.settings };
      const sent = await deps.mailer.send({ to: row.email, subject: m.subject, text: m.text, template: `notice-${row.event}`, meta, language });
      await deps.db.update(notices).set({ mailState: sent.status === 'failed' ? 'failed' : 'sent' }).where(eq(notices.id, row.id));
    }
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Runs the notice mailer every `intervalMs` until stopped; one pass at a time, a failed pass is retried next tick. */
export function startNoticeMailer(deps: NoticeMailDeps, intervalMs: number, onError: (err: unknown) => void): () => void {
  return runEvery(() => mailNotices(deps), intervalMs, onError);
}
