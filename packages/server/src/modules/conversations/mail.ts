// The mails of new messages (decision 185): outbox rows written with the message are claimed after the commit
// (db/outbox.ts) and sent with the message, its attachments' names, the link to the thread and, when the server
// receives mail, the person's own reply address as Reply-To.
import { eq, inArray, sql } from 'drizzle-orm';
import { noticePath } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { claimOutbox } from '../../db/outbox.ts';
import { conversationAttachments, conversationMails } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { runEvery } from '../../lib/every.ts';
import { languageFor, noticeKey, textsIn, type Language } from '../../texts/index.ts';
import { NOTICE_SETTINGS_QUERY } from '../notices/index.ts';
import { REPLY_ADDRESS_VALIDITY_MS, type ReplyAddresses } from './reply-address.ts';

const BATCH = 50;

export interface ConversationMailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** Absent when the server receives no mail: the mail then only links to the thread. */
  replies: ReplyAddresses | undefined;
}

interface Claimed {
  id: string;
  person_id: string | number;
  message_id: string;
  email: string;
  first_name: string;
  author_name: string;
  text: string;
  thread_id: string;
  job_request_id: string;
  name: string;
  origination: string;
  /** The person's interface language (users.language): the mail is written in it. */
  language?: string | null;
}

/** The mail of a message in `language` (the person's preference, decision 190). */
export function conversationMailText(c: Claimed, attachments: string[], publicUrl: string, replyable: boolean, language: Language = 'en'): { subject: string; text: string; link: string } {
  const { t, list } = textsIn(language);
  const subject = t(`notice.title.${noticeKey('message.created')}`, { name: c.name });
  const link = `${publicUrl}${noticePath('message.created', c.job_request_id, c.origination)}?thread=${c.thread_id}`;
  const lines = [
    c.first_name ? t('common.greeting', { name: c.first_name }) : t('common.greetingNoName'),
    '',
    t('conversation.wrote', { author: c.author_name }),
    '',
    c.text,
    ...(attachments.length ? ['', t('conversation.attachments', { names: list(attachments) })] : []),
    '',
    t(replyable ? 'conversation.reply' : 'notice.open', { link }),
    '',
    '-- ',
    t('conversation.why', { link: `${publicUrl}/?${NOTICE_SETTINGS_QUERY}` }),
    t('common.signature'),
  ];
  return { subject, text: lines.join('\n'), link };
}

/** Mails every pending message mail; returns how many. */
export async function mailConversations(deps: ConversationMailDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await claimOutbox<Claimed>(deps.db, {
      table: 'conversation_mails',
      waiting: sql`mail_state = 'pending'`,
      order: sql`create_time`,
      limit: BATCH,
      set: sql`mail_state = 'sending'`,
      join: {
        from: sql`conversation_people p, user_accounts u, conversation_messages m, conversation_threads t, job_requests r`,
        on: sql`p.id = claimed.person_id and u.id = p.user_id and m.id = claimed.message_id and t.id = m.thread_id and r.id = t.job_request_id`,
      },
      returning: sql`claimed.id, claimed.person_id, claimed.message_id, u.email, u.first_name, u.language, m.author_name, m.text, t.id as thread_id, r.id as job_request_id, r.name, r.origination`,
    });
    const files = rows.length ? await deps.db.select().from(conversationAttachments).where(inArray(conversationAttachments.messageId, rows.map((r) => r.message_id))) : [];
    for (const row of rows) {
      const language = languageFor(row.language);
      const m = conversationMailText(row, files.filter((f) => f.messageId === row.message_id).map((f) => f.fileName), deps.publicUrl, !!deps.replies, language);
      const replyTo = deps.replies?.address(Number(row.person_id), new Date(deps.clock.now().getTime() + REPLY_ADDRESS_VALIDITY_MS));
      const meta = { messageId: row.message_id, threadId: row.thread_id, jobRequestId: row.job_request_id, link: m.link, replyTo: replyTo ?? null };
      const sent = await deps.mailer.send({ to: row.email, subject: m.subject, text: m.text, replyTo, template: 'conversation-message', meta, language });
      await deps.db.update(conversationMails).set({ mailState: sent.status === 'failed' ? 'failed' : 'sent' }).where(eq(conversationMails.id, row.id));
    }
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

export function startConversationMailer(deps: ConversationMailDeps, intervalMs: number, onError: (err: unknown) => void): () => void {
  return runEvery(() => mailConversations(deps), intervalMs, onError);
}
