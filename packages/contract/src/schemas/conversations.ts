// Conversations on a request (decision 185): threads anchored to the request, one of its files, a document segment
// or a media line; messages of text and attachments, read by the request's company and the provider's staff.
import Type, { type Static } from 'typebox';
import {
  CONVERSATION_ATTACHMENTS_MAX,
  CONVERSATION_MESSAGE_MAX_LENGTH,
  CONVERSATION_UNREAD_REQUESTS_MAX,
  FILENAME_MAX_LENGTH,
} from '../limits.ts';
import { DateTime, Nullable } from './common.ts';
import { MediaSegmentId } from './media-segments.ts';

const FileKey = Type.String({ minLength: 1, maxLength: 1024 });

export const ThreadAnchor = Type.Union(
  [
    Type.Object({ kind: Type.Literal('request') }, { additionalProperties: false }),
    Type.Object({ kind: Type.Literal('file'), fileKey: FileKey }, { additionalProperties: false }),
    Type.Object(
      { kind: Type.Literal('segment'), fileKey: FileKey, position: Type.Integer({ minimum: 0, description: "The document segment's position (its id in the document editor)" }) },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('mediaLine'), fileIndex: Type.Integer({ minimum: 0, maximum: 999 }), languageId: Type.String({ minLength: 1, maxLength: 16 }), lineId: MediaSegmentId },
      { additionalProperties: false },
    ),
  ],
  { description: 'What the thread is about: the whole request, one of its files, a document segment or a media line' },
);
export type ThreadAnchor = Static<typeof ThreadAnchor>;

export const MessageText = Type.String({ minLength: 1, maxLength: CONVERSATION_MESSAGE_MAX_LENGTH, pattern: '\\S' });

export const MessageAttachmentRef = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: FILENAME_MAX_LENGTH }),
  fileKey: Type.String({ minLength: 1, description: 'A key uploaded under the permission of POST /files/tempUploadPost' }),
});
export type MessageAttachmentRef = Static<typeof MessageAttachmentRef>;

const Attachments = Type.Array(MessageAttachmentRef, { maxItems: CONVERSATION_ATTACHMENTS_MAX });

export const PostMessageBody = Type.Object({ text: MessageText, attachments: Type.Optional(Attachments) }, { additionalProperties: false });
export type PostMessageBody = Static<typeof PostMessageBody>;

export const CreateThreadBody = Type.Object({ anchor: ThreadAnchor, text: MessageText, attachments: Type.Optional(Attachments) }, { additionalProperties: false });
export type CreateThreadBody = Static<typeof CreateThreadBody>;

export const MessageAuthor = Type.Object({
  userId: Nullable(Type.String(), { description: 'null once the account is deleted' }),
  name: Type.String(),
  staff: Type.Boolean({ description: "One of the provider's staff" }),
});
export type MessageAuthor = Static<typeof MessageAuthor>;

export const MessageAttachment = Type.Object({ id: Type.String(), fileName: Type.String(), size: Type.Integer({ minimum: 0 }) });
export type MessageAttachment = Static<typeof MessageAttachment>;

export const ConversationMessage = Type.Object({
  id: Type.String(),
  threadId: Type.String(),
  author: MessageAuthor,
  text: Type.String(),
  via: Type.Union([Type.Literal('portal'), Type.Literal('mail')], { description: 'Written in the portal, or a reply to the notice e-mail' }),
  attachments: Type.Array(MessageAttachment),
  createTime: DateTime,
});
export type ConversationMessage = Static<typeof ConversationMessage>;

export const ConversationThread = Type.Object({
  id: Type.String(),
  jobRequestId: Type.String(),
  anchor: ThreadAnchor,
  startedBy: MessageAuthor,
  createTime: DateTime,
  lastMessageTime: DateTime,
  messageCount: Type.Integer({ minimum: 1 }),
  /** Messages of others the caller has not read. */
  unread: Type.Integer({ minimum: 0 }),
  /** Since when the client's oldest unanswered message waits for the provider; null once staff answered. */
  awaitingReplySince: Nullable(DateTime),
  /** The start of the newest message. */
  preview: Type.String(),
});
export type ConversationThread = Static<typeof ConversationThread>;

export const ConversationThreadList = Type.Object({ threads: Type.Array(ConversationThread, { description: 'Newest activity first' }) });
export type ConversationThreadList = Static<typeof ConversationThreadList>;

export const ConversationMessageList = Type.Object({
  thread: ConversationThread,
  messages: Type.Array(ConversationMessage, { description: 'Oldest first' }),
});
export type ConversationMessageList = Static<typeof ConversationMessageList>;

export const InboxThread = Type.Object({
  thread: ConversationThread,
  jobRequestName: Type.String(),
  clientId: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
});
export type InboxThread = Static<typeof InboxThread>;

export const ConversationInbox = Type.Object({ threads: Type.Array(InboxThread, { description: 'Threads with unanswered client messages, oldest waiting first' }) });
export type ConversationInbox = Static<typeof ConversationInbox>;

export const UnreadCountsQuery = Type.Object({
  jobRequestIds: Type.String({ minLength: 1, description: `Comma-separated request ids, at most ${CONVERSATION_UNREAD_REQUESTS_MAX}` }),
});
export type UnreadCountsQuery = Static<typeof UnreadCountsQuery>;

export const UnreadCounts = Type.Object({
  counts: Type.Array(Type.Object({ jobRequestId: Type.String(), threads: Type.Integer({ minimum: 0 }), unread: Type.Integer({ minimum: 0 }) }), {
    description: 'One per named request the caller may read that has threads; others are left out',
  }),
});
export type UnreadCounts = Static<typeof UnreadCounts>;

export const ThreadParams = Type.Object({ threadId: Type.String({ minLength: 1 }) });
export type ThreadParams = Static<typeof ThreadParams>;
export const AttachmentParams = Type.Object({ threadId: Type.String({ minLength: 1 }), attachmentId: Type.String({ minLength: 1 }) });
export type AttachmentParams = Static<typeof AttachmentParams>;
