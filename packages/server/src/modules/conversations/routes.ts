// The conversation calls (decision 185): thin handlers over service.ts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { noContent, route, trimBodyStrings } from '../route.ts';
import { attachmentDownloadUrl, createThread, inbox, listMessages, listThreads, markThreadRead, postMessage, unreadCounts, type ConversationContext } from './service.ts';

export function conversationRoutes(app: FastifyInstance, ctx: ConversationContext): void {
  const trimText = { preValidation: trimBodyStrings('text') };
  route(app, calls.listConversationThreads, async (req) => listThreads(ctx, requireUser(req), req.params.jobRequestId));
  route(app, calls.createConversationThread, async (req, reply) => reply.status(201).send(await createThread(ctx, requireUser(req), req.params.jobRequestId, req.body)), trimText);
  route(app, calls.listConversationMessages, async (req) => listMessages(ctx, requireUser(req), req.params.threadId));
  route(app, calls.postConversationMessage, async (req, reply) => reply.status(201).send(await postMessage(ctx, requireUser(req), req.params.threadId, req.body)), trimText);
  route(app, calls.markConversationThreadRead, async (req, reply) => {
    await markThreadRead(ctx, requireUser(req), req.params.threadId);
    return noContent(reply);
  });
  route(app, calls.getConversationAttachmentDownloadUrl, async (req) => attachmentDownloadUrl(ctx, requireUser(req), req.params.threadId, req.params.attachmentId));
  route(app, calls.getConversationUnreadCounts, async (req) => unreadCounts(ctx, requireUser(req), req.query.jobRequestIds));
  route(app, calls.getConversationInbox, async (req) => inbox(ctx, requireUser(req)));
}
