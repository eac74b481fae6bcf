// The conversation calls (decision 185): a request's threads, starting one at an anchor the request has, its
// messages, writing, reading, the request lists' unread counts, the staff inbox and an attachment's download link.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  CONVERSATION_INBOX_MAX,
  CONVERSATION_MESSAGES_LISTED_MAX,
  CONVERSATION_UNREAD_REQUESTS_MAX,
  type ConversationInbox,
  type ConversationMessage,
  type ConversationMessageList,
  type ConversationThread,
  type CreateThreadBody,
  type MessageAttachmentRef,
  type ThreadAnchor,
  type UnreadCounts,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, conversationAttachments, conversationMessages, conversationThreads, jobRequestFiles, jobRequests } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { isStaff } from '../access.ts';
import { DOWNLOAD_URL_EXPIRES_SECONDS, uploadedFileKey, type JobRequestRow } from '../job-requests/index.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { findConversationRequest, findThread, participantOf } from './access.ts';
import { messagesOf, threadViews, unreadOf } from './views.ts';
import { personRow, writeMessage, type StoredAttachment } from './write.ts';

export interface ConversationContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  uploadScanner: UploadScanner;
}

export async function listThreads(ctx: ConversationContext, principal: Principal, jobRequestId: string): Promise<{ threads: ConversationThread[] }> {
  const request = await findConversationRequest(ctx.db, principal, jobRequestId);
  const rows = await threadViews(ctx.db, principal.userId, eq(conversationThreads.jobRequestId, request.id), 'recent');
  return { threads: rows.map((r) => r.view) };
}

/** The anchor's place must exist on the request: one of its files, a translated document, a media request's line. */
async function checkAnchor(db: Db, request: JobRequestRow, anchor: ThreadAnchor): Promise<void> {
  if (anchor.kind === 'request') return;
  if (anchor.kind === 'mediaLine') {
    const languages = [request.sourceLanguageId, ...request.targetLanguageIds];
    if (request.origination !== 'MEDIAAI' || !languages.includes(anchor.languageId)) throw badRequest('This request has no such media line', 'ANCHOR_NOT_FOUND');
    const sources = await db.select({ id: jobRequestFiles.id }).from(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, request.id), eq(jobRequestFiles.category, 'SOURCE_DOCUMENT')));
    if (anchor.fileIndex >= sources.length) throw badRequest('This request has no such media file', 'ANCHOR_NOT_FOUND');
    return;
  }
  const [file] = await db
    .select({ category: jobRequestFiles.category })
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, request.id), eq(jobRequestFiles.fileKey, anchor.fileKey)))
    .limit(1);
  if (!file || (anchor.kind === 'segment' && file.category !== 'TRANSLATED_DOCUMENT')) throw badRequest('This request has no such file', 'ANCHOR_NOT_FOUND');
}

/** Attachments the caller uploaded, scanned and moved under the request (the upload rules, decision 175). */
export async function takeAttachments(ctx: ConversationContext, principal: Principal, request: JobRequestRow, refs: readonly MessageAttachmentRef[] = []): Promise<StoredAttachment[]> {
  const taken: StoredAttachment[] = [];
  for (const ref of refs) {
    const file = await takeUploadedFile(ctx, { key: ref.fileKey, expectedPrefix: tempUploadRoot(principal), toKey: uploadedFileKey(request.id, ref.fileName) });
    taken.push({ fileName: ref.fileName, objectKey: file.key, size: file.size });
  }
  return taken;
}

const staffOf = (principal: Principal) => participantOf(principal, isStaff(principal));

export async function createThread(ctx: ConversationContext, principal: Principal, jobRequestId: string, body: CreateThreadBody): Promise<ConversationThread> {
  const request = await findConversationRequest(ctx.db, principal, jobRequestId);
  const { anchor } = body;
  await checkAnchor(ctx.db, request, anchor);
  const attachments = await takeAttachments(ctx, principal, request, body.attachments);
  const now = ctx.clock.now();
  // One transaction: a thread never stands without its first message.
  const thread = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversationThreads)
      .values({
        jobRequestId: request.id,
        anchor: anchor.kind,
        fileKey: 'fileKey' in anchor ? anchor.fileKey : null,
        position: anchor.kind === 'segment' ? anchor.position : null,
        fileIndex: anchor.kind === 'mediaLine' ? anchor.fileIndex : null,
        languageId: anchor.kind === 'mediaLine' ? anchor.languageId : null,
        lineId: anchor.kind === 'mediaLine' ? anchor.lineId : null,
        startedBy: principal.userId,
        createTime: now,
        lastMessageTime: now,
      })
      .returning();
    await writeMessage({ db: tx, clock: ctx.clock }, { thread: row!, request, author: staffOf(principal), text: body.text, via: 'portal', attachments });
    return row!;
  });
  const [view] = await threadViews(ctx.db, principal.userId, eq(conversationThreads.id, thread.id), 'recent');
  return view!.view;
}

export async function listMessages(ctx: ConversationContext, principal: Principal, threadId: string): Promise<ConversationMessageList> {
  const { thread } = await findThread(ctx.db, principal, threadId);
  const [view] = await threadViews(ctx.db, principal.userId, eq(conversationThreads.id, thread.id), 'recent');
  return { thread: view!.view, messages: await messagesOf(ctx.db, thread.id, CONVERSATION_MESSAGES_LISTED_MAX) };
}

export async function postMessage(ctx: ConversationContext, principal: Principal, threadId: string, body: { text: string; attachments?: MessageAttachmentRef[] | undefined }): Promise<ConversationMessage> {
  const { thread, request } = await findThread(ctx.db, principal, threadId);
  const attachments = await takeAttachments(ctx, principal, request, body.attachments);
  return writeMessage(ctx, { thread, request, author: staffOf(principal), text: body.text, via: 'portal', attachments, id: randomUUID() });
}

export async function markThreadRead(ctx: ConversationContext, principal: Principal, threadId: string): Promise<void> {
  const { thread } = await findThread(ctx.db, principal, threadId);
  await personRow(ctx.db, thread.id, principal.userId, ctx.clock.now());
}

export async function unreadCounts(ctx: ConversationContext, principal: Principal, jobRequestIds: string): Promise<UnreadCounts> {
  const ids = [...new Set(jobRequestIds.split(',').map((s) => s.trim()).filter((s) => /^[0-9a-f-]{36}$/i.test(s)))];
  if (ids.length > CONVERSATION_UNREAD_REQUESTS_MAX) throw badRequest(`At most ${CONVERSATION_UNREAD_REQUESTS_MAX} requests at once`, 'TOO_MANY_REQUESTS_NAMED');
  if (!ids.length) return { counts: [] };
  // Staff read every request; anyone else only those of their own company (as GET /jobRequests/{id}).
  const scope = isStaff(principal) ? undefined : principal.clientId === null ? null : eq(jobRequests.clientId, principal.clientId);
  if (scope === null) return { counts: [] };
  const rows = await ctx.db
    .select({ jobRequestId: conversationThreads.jobRequestId, unread: unreadOf(principal.userId) })
    .from(conversationThreads)
    .innerJoin(jobRequests, eq(jobRequests.id, conversationThreads.jobRequestId))
    .where(and(inArray(conversationThreads.jobRequestId, ids), scope));
  const counts = new Map<string, { jobRequestId: string; threads: number; unread: number }>();
  for (const r of rows) {
    const c = counts.get(r.jobRequestId) ?? { jobRequestId: r.jobRequestId, threads: 0, unread: 0 };
    c.threads += 1;
    c.unread += Number(r.unread);
    counts.set(r.jobRequestId, c);
  }
  return { counts: [...counts.values()] };
}

export async function inbox(ctx: ConversationContext, principal: Principal): Promise<ConversationInbox> {
  if (!isStaff(principal)) throw forbidden('The conversation inbox is for the provider’s staff', 'accessRestricted');
  const rows = await threadViews(ctx.db, principal.userId, isNotNull(conversationThreads.awaitingReplySince), 'waiting', CONVERSATION_INBOX_MAX);
  if (!rows.length) return { threads: [] };
  const requests = await ctx.db
    .select({ id: jobRequests.id, name: jobRequests.name, clientId: jobRequests.clientId, clientName: clientConfigs.companyName })
    .from(jobRequests)
    .leftJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .where(inArray(jobRequests.id, [...new Set(rows.map((r) => r.row.jobRequestId))]));
  const byId = new Map(requests.map((r) => [r.id, r]));
  return {
    threads: rows.map(({ view }) => {
      const r = byId.get(view.jobRequestId);
      return { thread: view, jobRequestName: r?.name ?? '', clientId: r?.clientId ?? null, clientName: r?.clientName ?? null };
    }),
  };
}

export async function attachmentDownloadUrl(ctx: ConversationContext, principal: Principal, threadId: string, attachmentId: string): Promise<{ downloadUrl: string }> {
  const { thread } = await findThread(ctx.db, principal, threadId);
  const missing = () => notFound('Attachment not found', 'ATTACHMENT_NOT_FOUND');
  if (!/^[0-9a-f-]{36}$/i.test(attachmentId)) throw missing();
  const [file] = await ctx.db
    .select({ key: conversationAttachments.objectKey, fileName: conversationAttachments.fileName })
    .from(conversationAttachments)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .where(and(eq(conversationAttachments.id, attachmentId), eq(conversationMessages.threadId, thread.id)));
  if (!file) throw missing();
  return { downloadUrl: await ctx.objectStore.signedDownloadUrl(file.key, { expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS, fileName: file.fileName }) };
}
