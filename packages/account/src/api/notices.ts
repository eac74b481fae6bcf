// The caller's notice mail choices (issue 37 §3).
import { calls, type NoticePreferences } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

export const useNoticePreferences = () => useCall(calls.getNoticePreferences, {});
export const saveNoticePreferences = (body: NoticePreferences) => callApi(calls.setNoticePreferences, { body });
