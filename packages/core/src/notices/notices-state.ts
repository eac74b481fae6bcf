// The bell's state without React (decision 142): the newest notices and the unread count, as listed and as the
// stream changes them, and whether the stream is up (then the lists stop polling).
import { NOTICE_LIST_LENGTH, type Notice, type NoticeList } from '@lingua/contract';
import type { NoticeStreamEvent } from './notice-stream.ts';

/** How often the bell reads the list while the stream is down (the fallback). */
export const NOTICES_POLL_MS = 30_000;
/** How long after a lost stream it is opened again. */
export const STREAM_REOPEN_MS = 3000;

/** The list after a pushed event: a new notice first (once), or the count after notices were read elsewhere. */
export function applyStreamEvent(list: NoticeList | undefined, event: NoticeStreamEvent): NoticeList | undefined {
  if (!list) return list;
  if (event.type === 'read') return { unread: event.unread, notices: event.unread === 0 ? list.notices.map(asRead) : list.notices };
  const rest = list.notices.filter((n) => n.id !== event.notice.id);
  return { unread: event.unread, notices: [event.notice, ...rest].slice(0, NOTICE_LIST_LENGTH) };
}

const asRead = (n: Notice): Notice => (n.read ? n : { ...n, read: true });

/** The list once `noticeId` is read here (before the server says so). */
export function markedRead(list: NoticeList | undefined, noticeId: string): NoticeList | undefined {
  if (!list) return list;
  const was = list.notices.find((n) => n.id === noticeId);
  if (!was || was.read) return list;
  return { unread: Math.max(0, list.unread - 1), notices: list.notices.map((n) => (n.id === noticeId ? asRead(n) : n)) };
}

export const allRead = (list: NoticeList | undefined): NoticeList | undefined => (list ? { unread: 0, notices: list.notices.map(asRead) } : list);

/** Whether a pushed notice is about a request, so its list pages and details page are read again. */
export const requestOf = (event: NoticeStreamEvent): string | null => (event.type === 'notice' ? event.notice.jobRequestId : null);

// Whether a notice stream is up on this page: the request lists and details pages poll only while none is.
let streamUp = false;
const listeners = new Set<() => void>();
export const noticeStreamUp = (): boolean => streamUp;
export function setNoticeStreamUp(up: boolean): void {
  if (up === streamUp) return;
  streamUp = up;
  for (const l of listeners) l();
}
export function onNoticeStreamChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// Parts that follow one kind of notice (a conversation reads its thread again on `message.created`, decision 185)
// hear every notice the page's stream pushes, without opening a second stream.
const pushedListeners = new Set<(notice: Notice) => void>();
export function onPushedNotice(listener: (notice: Notice) => void): () => void {
  pushedListeners.add(listener);
  return () => void pushedListeners.delete(listener);
}
export function tellPushedNotice(notice: Notice): void {
  for (const l of pushedListeners) l(notice);
}
