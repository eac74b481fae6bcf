// Replies by mail (decision 185): an SMTP listener that takes mail only for valid reply addresses. A forged,
// malformed or expired address, or one whose person may no longer take part, is refused at RCPT; a sender who is not
// that person, an empty or too long reply, or an attachment the upload rules refuse, at the end of DATA. Refusing
// inside the SMTP dialogue means this server never sends a bounce itself: nothing to scatter back at a forged sender.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { CONVERSATION_ATTACHMENTS_MAX, CONVERSATION_MESSAGE_MAX_LENGTH } from '@lingua/contract';
import { conversationPeople, conversationThreads } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { findJobRequest, uploadedFileKey } from '../job-requests/index.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { accountParticipant, type Participant } from './access.ts';
import type { ReplyAddresses } from './reply-address.ts';
import { htmlToText, newTextOf } from './reply-text.ts';
import type { ConversationContext } from './service.ts';
import { writeMessage, type StoredAttachment } from './write.ts';

/** A reply with its attachments (a mail's own limit; each file then meets the upload rules). */
export const INBOUND_MAIL_MAX_BYTES = 25 * 1_048_576;
const MAX_CLIENTS = 100;

class Refusal extends Error {
  readonly responseCode: number;
  constructor(code: number, message: string) {
    super(message);
    this.responseCode = code;
  }
}

interface Target {
  personId: number;
  thread: typeof conversationThreads.$inferSelect;
  person: Participant;
}

/** The person and thread an address names, when it may still be answered; undefined otherwise. */
async function targetOf(ctx: ConversationContext, replies: ReplyAddresses, address: string): Promise<Target | undefined> {
  const read = replies.read(address, ctx.clock.now());
  if (!('personId' in read)) return undefined;
  const [row] = await ctx.db
    .select({ person: conversationPeople, thread: conversationThreads })
    .from(conversationPeople)
    .innerJoin(conversationThreads, eq(conversationThreads.id, conversationPeople.threadId))
    .where(eq(conversationPeople.id, read.personId));
  if (!row) return undefined;
  const request = await findJobRequest(ctx.db, row.thread.jobRequestId);
  const person = await accountParticipant(ctx.db, row.person.userId, request);
  return person ? { personId: read.personId, thread: row.thread, person } : undefined;
}

function replyText(mail: ParsedMail): string {
  const text = mail.text?.trim() ? mail.text : typeof mail.html === 'string' ? htmlToText(mail.html) : '';
  return newTextOf(text);
}

/** The mail's attachments, stored and scanned as an upload of the person's, then moved under the request. */
async function storeAttachments(ctx: ConversationContext, mail: ParsedMail, target: Target, jobRequestId: string): Promise<StoredAttachment[]> {
  // Pictures inside the text (a signature's logo) are part of the mail's look, not files sent.
  const files = mail.attachments.filter((a) => a.contentDisposition !== 'inline' || !a.cid);
  if (files.length > CONVERSATION_ATTACHMENTS_MAX) throw new Refusal(552, `At most ${CONVERSATION_ATTACHMENTS_MAX} attachments`);
  // Side by side: a large reply's attachments are written and scanned at once, not one after the other.
  const taken = await Promise.allSettled(files.map((file) => storeAttachment(ctx, file, target, jobRequestId)));
  const stored = taken.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = taken.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!refused) return stored;
  // The mail is refused whole: its attachments already taken would otherwise be objects no message names.
  for (const s of stored) await ctx.objectStore.delete(s.objectKey).catch(() => undefined);
  throw refused.reason;
}

async function storeAttachment(ctx: ConversationContext, file: ParsedMail['attachments'][number], target: Target, jobRequestId: string): Promise<StoredAttachment> {
  const fileName = (file.filename ?? 'attachment').replace(/[/\\]/g, '_').replace(/\p{Cc}/gu, '_').slice(0, 255) || 'attachment';
  const prefix = `${tempUploadRoot({ userId: target.person.userId })}/${randomBytes(16).toString('hex')}`;
  const key = `${prefix}/attachment`;
  await ctx.objectStore.writeStream(key, Readable.from([file.content]));
  try {
    const taken = await takeUploadedFile(ctx, { key, expectedPrefix: prefix, toKey: uploadedFileKey(jobRequestId, fileName), fileName });
    return { fileName, objectKey: taken.key, size: taken.size };
  } catch (err) {
    await ctx.objectStore.deletePrefix(prefix).catch(() => undefined);
    throw err instanceof HttpError ? new Refusal(err.status === 503 ? 451 : 554, `Attachment ${fileName} refused: ${err.message}`) : err;
  }
}

/** Adds the reply to the thread of each address the session was given. */
export async function receiveReply(ctx: ConversationContext, targets: readonly Target[], mail: ParsedMail): Promise<number> {
  const from = mail.from?.value[0]?.address?.toLowerCase();
  let added = 0;
  for (const target of targets) {
    if (!from || from !== target.person.email.toLowerCase()) throw new Refusal(550, 'This reply address belongs to someone else');
    const text = replyText(mail);
    if (!text) throw new Refusal(550, 'The reply has no text of its own');
    if (text.length > CONVERSATION_MESSAGE_MAX_LENGTH) throw new Refusal(552, `A message holds at most ${CONVERSATION_MESSAGE_MAX_LENGTH} characters`);
    const request = await findJobRequest(ctx.db, target.thread.jobRequestId);
    const attachments = await storeAttachments(ctx, mail, target, request.id);
    await writeMessage(ctx, { thread: target.thread, request, author: target.person, text, via: 'mail', attachments });
    added += 1;
  }
  return added;
}

const targetsOf = new WeakMap<SMTPServerSession, Target[]>();

async function onData(ctx: ConversationContext, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const mail = await simpleParser(stream);
  if (stream.sizeExceeded) throw new Refusal(552, 'The mail is too large');
  await receiveReply(ctx, targetsOf.get(session) ?? [], mail);
}

export function replyListener(ctx: ConversationContext, replies: ReplyAddresses, onError: (err: unknown) => void): SMTPServer {
  return new SMTPServer({
    name: replies.domain,
    banner: 'Lingua Portal replies',
    size: INBOUND_MAIL_MAX_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH'],
    maxClients: MAX_CLIENTS,
    logger: false,
    onMailFrom(_address, session, callback) {
      targetsOf.delete(session);
      callback();
    },
    onRcptTo(address, session, callback) {
      targetOf(ctx, replies, address.address).then((target) => {
        if (!target) return callback(new Refusal(550, 'No such mailbox'));
        targetsOf.set(session, [...(targetsOf.get(session) ?? []).filter((t) => t.personId !== target.personId), target]);
        callback();
      }, (err: unknown) => {
        onError(err);
        callback(new Refusal(451, 'Try again later'));
      });
    },
    onData(stream, session, callback) {
      onData(ctx, stream, session).then(() => callback(), (err: unknown) => {
        stream.resume();
        if (err instanceof Refusal) return callback(err);
        onError(err);
        callback(new Refusal(451, 'Try again later'));
      });
    },
  });
}
