// Which notices a person can receive, so account settings offers only those (decision 140): staff are told of the
// decisions on requests they handled, client admins of their company's retention deletions (decision 183).
import type { NoticeEvent } from '../schemas/notices.ts';

const CLIENT_EVENTS: readonly NoticeEvent[] = ['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready', 'message.created'];
const CLIENT_ADMIN_EVENTS: readonly NoticeEvent[] = [...CLIENT_EVENTS, 'files.deletion_scheduled'];
const STAFF_EVENTS: readonly NoticeEvent[] = ['review.changes_requested', 'review.approved', 'message.created'];

/** The events a person of these roles can be told of, in `order` (the catalogue's). */
export function noticeEventsFor(roles: readonly string[], order: readonly NoticeEvent[]): NoticeEvent[] {
  const events = new Set<NoticeEvent>();
  for (const role of roles) {
    const of = role === 'CLIENT' ? CLIENT_ADMIN_EVENTS : role === 'CLIENT_EMPLOYEE' ? CLIENT_EVENTS : STAFF_EVENTS;
    for (const e of of) events.add(e);
  }
  return order.filter((e) => events.has(e));
}
