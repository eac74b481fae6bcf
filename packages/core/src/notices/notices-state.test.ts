import { describe, expect, it } from 'vitest';
import type { Notice, NoticeList } from '@lingua/contract';
import { parseStreamBlock } from './notice-stream.ts';
import { allRead, applyStreamEvent, markedRead } from './notices-state.ts';

const notice = (id: string, read = false): Notice => ({ id, event: 'request.completed', jobRequestId: `r${id}`, name: `Request ${id}`, path: `/quotes/r${id}`, read, createTime: '2026-11-28T09:00:00.000Z' });
const list: NoticeList = { unread: 1, notices: [notice('a'), notice('b', true)] };

describe('the bell state', () => {
  it('puts a pushed notice first, once, with the count the server sent', () => {
    const next = applyStreamEvent(list, { type: 'notice', notice: notice('c'), unread: 2 });
    expect(next?.notices.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(applyStreamEvent(next, { type: 'notice', notice: notice('c'), unread: 2 })?.notices).toHaveLength(3);
  });

  it('marks everything read when notices were read elsewhere down to none', () => {
    expect(applyStreamEvent(list, { type: 'read', unread: 0 })).toEqual(allRead(list));
    expect(markedRead(list, 'a')).toEqual({ unread: 0, notices: [notice('a', true), notice('b', true)] });
    expect(markedRead(list, 'b')).toBe(list);
  });

  it('reads the server-sent event blocks the stream sends, skipping comments', () => {
    expect(parseStreamBlock(': keep-alive')).toBeNull();
    expect(parseStreamBlock('event: read\ndata: {"unread":3}')).toEqual({ type: 'read', unread: 3 });
    expect(parseStreamBlock(`event: notice\ndata: ${JSON.stringify({ notice: notice('a'), unread: 1 })}`)).toEqual({ type: 'notice', notice: notice('a'), unread: 1 });
  });
});
