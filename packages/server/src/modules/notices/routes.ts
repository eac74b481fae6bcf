// The notice calls (decision 140): the caller's list, its stream, mark read, and the mail choices. Each acts on the
// caller's own notices only; an API key is not a person and is refused before any handler (API_KEY_CALL_SCOPES
// names none of these calls).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { HttpError } from '../../lib/errors.ts';
import { noContent, route } from '../route.ts';
import { getPreferences, listNotices, markAllRead, markRead, setPreferences } from './service.ts';
import type { NoticeStreams } from './streams.ts';

export function noticeRoutes(app: FastifyInstance, streams: NoticeStreams): void {
  const { db, clock } = app.ctx;
  route(app, calls.listNotices, async (req) => listNotices(db, requireUser(req).userId));
  route(app, calls.markNoticeRead, async (req, reply) => {
    await markRead(db, clock, requireUser(req).userId, req.params.noticeId);
    return noContent(reply);
  });
  route(app, calls.markAllNoticesRead, async (req, reply) => {
    await markAllRead(db, clock, requireUser(req).userId);
    return noContent(reply);
  });
  route(app, calls.getNoticePreferences, async (req) => getPreferences(db, requireUser(req).userId));
  route(app, calls.setNoticePreferences, async (req) => setPreferences(db, clock, requireUser(req).userId, req.body));
  route(app, calls.streamNotices, async (req, reply) => {
    const user = requireUser(req);
    // Without a listening connection the stream would miss notices: the browser polls instead.
    if (!streams.listening) throw new HttpError(503, 'Notices cannot be streamed now; the list is polled instead');
    reply.hijack();
    streams.open(user.userId, reply.raw, reply.getHeaders());
    return reply;
  });
}
