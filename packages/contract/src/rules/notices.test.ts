import { describe, expect, it } from 'vitest';
import { NOTICE_EVENTS } from '../schemas/notices.ts';
import { noticeEventsFor } from './notices.ts';

describe('noticeEventsFor', () => {
  it('offers a client admin the request notices and the retention notice, an employee the request notices only', () => {
    expect(noticeEventsFor(['CLIENT'], NOTICE_EVENTS)).toEqual(['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready', 'message.created', 'files.deletion_scheduled']);
    expect(noticeEventsFor(['CLIENT_EMPLOYEE'], NOTICE_EVENTS)).toEqual(['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready', 'message.created']);
  });
  it('offers staff the decisions on requests they handled and messages, in the catalogue order', () => {
    expect(noticeEventsFor(['PROJECT_COORDINATOR', 'QA'], NOTICE_EVENTS)).toEqual(['review.changes_requested', 'review.approved', 'message.created']);
  });
});
