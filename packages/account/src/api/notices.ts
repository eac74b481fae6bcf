// The caller's notice mail choices (decision 140).
import { calls, type NoticePreferences } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

export const useNoticePreferences = () => useCall(calls.getNoticePreferences, {});
export const saveNoticePreferences = (body: NoticePreferences) => callApi(calls.setNoticePreferences, { body });
