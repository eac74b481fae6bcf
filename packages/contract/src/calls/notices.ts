// Calls of the registry (calls.ts): Notices (decision 140): the signed-in person's own; an API key is not a person,
// so no key may call these
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { NoticeIdParams, NoticeList, NoticePreferences, NoticeStream } from '../schemas/notices.ts';

export const noticesCalls = {
  listNotices: defineCall({
    operationId: 'listNotices',
    method: 'GET',
    path: '/notices',
    summary: "The caller's newest notices and how many are unread",
    tags: ['notices'],
    auth: 'required',
    response: { 200: NoticeList, ...errors(401, 403, 500) },
  }),
  streamNotices: defineCall({
    operationId: 'streamNotices',
    method: 'GET',
    path: '/notices/stream',
    summary: "The caller's new notices as they happen (server-sent events), from every API process",
    tags: ['notices'],
    auth: 'required',
    mediaType: 'text/event-stream',
    response: { 200: NoticeStream, ...errors(401, 403, 500, 503) },
  }),
  markNoticeRead: defineCall({
    operationId: 'markNoticeRead',
    method: 'POST',
    path: '/notices/{noticeId}/actions/markRead',
    summary: 'Mark one of the caller\'s notices read',
    tags: ['notices'],
    auth: 'required',
    params: NoticeIdParams,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
  markAllNoticesRead: defineCall({
    operationId: 'markAllNoticesRead',
    method: 'POST',
    path: '/notices/actions/markAllRead',
    summary: "Mark every one of the caller's notices read",
    tags: ['notices'],
    auth: 'required',
    response: { 204: NoContent, ...errors(401, 403, 500) },
  }),
  getNoticePreferences: defineCall({
    operationId: 'getNoticePreferences',
    method: 'GET',
    path: '/userAccount/noticePreferences',
    summary: 'Which notices also mail the caller (all until they choose)',
    tags: ['notices'],
    auth: 'required',
    response: { 200: NoticePreferences, ...errors(401, 403, 500) },
  }),
  setNoticePreferences: defineCall({
    operationId: 'setNoticePreferences',
    method: 'PUT',
    path: '/userAccount/noticePreferences',
    summary: 'Choose which notices also mail the caller',
    tags: ['notices'],
    auth: 'required',
    body: NoticePreferences,
    response: { 200: NoticePreferences, ...errors(400, 401, 403, 500) },
  }),
} as const;
