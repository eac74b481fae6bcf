import { describe, expect, it } from 'vitest';
import { NOTICE_EVENTS } from '@lingua/contract';
import { initialNoticeChoices, noticeChoicesReducer, shownChoices } from './notices-state.ts';

describe('notice mail choices', () => {
  it('shows the saved choices until one is changed, keeps the catalogue order, and forgets edits once saved', () => {
    const saved = ['request.failed', 'quote.ready'] as const;
    let state = initialNoticeChoices();
    expect(shownChoices(state, saved)).toEqual(saved);
    state = noticeChoicesReducer(state, { type: 'toggle', event: 'request.completed', on: true, current: saved });
    expect(shownChoices(state, saved)).toEqual(['request.completed', 'request.failed', 'quote.ready']);
    state = noticeChoicesReducer(state, { type: 'toggle', event: 'quote.ready', on: false, current: shownChoices(state, saved) });
    expect(shownChoices(state, saved)).toEqual(['request.completed', 'request.failed']);
    state = noticeChoicesReducer(state, { type: 'saved' });
    expect(state).toEqual({ edited: null, saved: true });
  });

  it('shows every event as chosen before the server answered (defaults on)', () => {
    expect(shownChoices(initialNoticeChoices(), undefined)).toEqual(NOTICE_EVENTS);
  });
});
