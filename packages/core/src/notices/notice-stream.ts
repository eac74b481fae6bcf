// The signed-in user's notice stream (decision 141): server-sent events read with fetch, so the call
// carries the sign-in token and impersonation header like every other (EventSource cannot send a header).
import { calls, NOTICE_STREAM_EVENT, NOTICES_READ_STREAM_EVENT, type Notice } from '@lingua/contract';
import { callApi } from '../api/call-api.ts';

export type NoticeStreamEvent = { type: 'notice'; notice: Notice; unread: number } | { type: 'read'; unread: number };

/** The events of one block of a server-sent event stream ("event:" and "data:" lines); comments are skipped. */
export function parseStreamBlock(block: string): NoticeStreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (!data.length) return null;
  const value = JSON.parse(data.join('\n')) as { notice?: Notice; unread: number };
  if (event === NOTICE_STREAM_EVENT && value.notice) return { type: 'notice', notice: value.notice, unread: value.unread };
  if (event === NOTICES_READ_STREAM_EVENT) return { type: 'read', unread: value.unread };
  return null;
}

/**
 * Reads the stream until it ends, the server ends it, or `signal` aborts; `onOpen` once the server answered. Rejects
 * when it cannot be opened (the caller polls meanwhile and tries again).
 */
export async function readNoticeStream(onEvent: (e: NoticeStreamEvent) => void, onOpen: () => void, signal: AbortSignal): Promise<void> {
  const response = (await callApi(calls.streamNotices, {}, { headers: { Accept: 'text/event-stream' }, signal, response: true })) as unknown as Response;
  onOpen();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = parseStreamBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
  }
}
