// The Notices tab's conversation with the server (decision 140): the saved choices, and saving the edited ones.
import { useReducer } from 'react';
import { NOTICE_EVENTS, noticeEventsFor, type NoticeEvent } from '@lingua/contract';
import { saveNoticePreferences, useNoticePreferences } from '../api/notices.ts';
import { useDialogSubmit, useEffectiveUser } from '@lingua/core';
import { initialNoticeChoices, noticeChoicesReducer, shownChoices } from './notices-state.ts';

export function useNoticesTab() {
  const preferences = useNoticePreferences();
  const [state, dispatch] = useReducer(noticeChoicesReducer, undefined, initialNoticeChoices);
  const submit = useDialogSubmit();
  const shown = shownChoices(state, preferences.data?.mailEvents);
  const roles = useEffectiveUser()?.roles ?? [];
  return {
    preferences,
    /** Only what this person can be told of: a choice they could never receive would only puzzle them. */
    offered: noticeEventsFor(roles, NOTICE_EVENTS),
    state,
    shown,
    submit,
    toggle: (event: NoticeEvent, on: boolean) => dispatch({ type: 'toggle', event, on, current: shown }),
    save: () =>
      void submit.run(async () => {
        await preferences.mutate(await saveNoticePreferences({ mailEvents: [...shown] }), { revalidate: false });
        dispatch({ type: 'saved' });
      }),
  };
}
