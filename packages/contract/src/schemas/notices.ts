// Notices to people (decision 140): what the portal tells the user who made a request — in the bell, pushed over
// server-sent events, and by mail for the events they chose. The events are the webhooks' own (schemas/webhooks.ts),
// the four a person is told of.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime } from './common.ts';
import type { WebhookEventType } from './webhooks.ts';

// Decision 140: a request the user made completes or fails (documents, media), its media files are rebuilt, a quote
// they requested is ready. Decision 185: a message in a conversation they take part in.
// Decision 184: staff who handled a request are told when its client approves a language or requests changes.
// Decision 183: a company's client admins, 7 days before the retention job deletes files.
export const NOTICE_EVENTS = ['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready', 'review.changes_requested', 'review.approved', 'message.created', 'files.deletion_scheduled'] as const satisfies readonly WebhookEventType[];
export const NoticeEvent = literalUnion(NOTICE_EVENTS, { description: 'An event a person is told of' });
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const isNoticeEvent = (event: string): event is NoticeEvent => (NOTICE_EVENTS as readonly string[]).includes(event);

/** How many notices the bell lists (the newest). */
export const NOTICE_LIST_LENGTH = 20;
/** The server-sent event a stream sends for a new notice, and for notices read elsewhere. */
export const NOTICE_STREAM_EVENT = 'notice';
export const NOTICES_READ_STREAM_EVENT = 'read';

export const Notice = Type.Object({
  id: Type.String(),
  event: NoticeEvent,
  jobRequestId: Type.String(),
  /** The request's name when the notice was made. */
  name: Type.String(),
  /** The portal path of the item (noticePath). */
  path: Type.String(),
  read: Type.Boolean(),
  createTime: DateTime,
});
export type Notice = Static<typeof Notice>;

export const NoticeList = Type.Object({
  unread: Type.Integer({ minimum: 0, description: 'All unread notices, not only the listed ones' }),
  notices: Type.Array(Notice, { description: `The newest ${NOTICE_LIST_LENGTH}, newest first` }),
});
export type NoticeList = Static<typeof NoticeList>;

export const NoticeIdParams = Type.Object({ noticeId: Type.String({ minLength: 1 }) });
export type NoticeIdParams = Static<typeof NoticeIdParams>;

export const NoticePreferences = Type.Object({
  mailEvents: Type.Array(NoticeEvent, { uniqueItems: true, description: 'The events that also send a mail; all by default' }),
});
export type NoticePreferences = Static<typeof NoticePreferences>;

export const NoticeStream = Type.String({ description: `Server-sent events: "${NOTICE_STREAM_EVENT}" carries a Notice as JSON, "${NOTICES_READ_STREAM_EVENT}" the new unread count` });

/** Account settings' tab of the company's files (decision 183), where a retention notice leads. */
export const RETENTION_SETTINGS_PATH = '/?settings=files';

/** Where the portal shows the request a notice is about: its quote review, or its machine or media translation. */
export function noticePath(event: NoticeEvent, jobRequestId: string, origination: string): string {
  const id = encodeURIComponent(jobRequestId);
  if (event === 'files.deletion_scheduled') return RETENTION_SETTINGS_PATH;
  if (event === 'quote.ready') return `/quotes/${id}`;
  if (origination === 'MEDIAAI' || event === 'media.files_rebuilt') return `/machineTranslation/mediaTranslation/${id}`;
  if (origination === 'MT') return `/machineTranslation/fileTranslation/${id}`;
  if (origination === 'COUPA') return `/coupa/${id}`;
  return `/quotes/${id}`;
}
