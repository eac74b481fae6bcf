// The Notices tab's conversation with the server (decision 140): the saved choices, and saving the edited ones.
import { useReducer } from 'react';
import type { NoticeEvent } from '@lingua/contract';
import { saveNoticePreferences, useNoticePreferences } from '../api/notices.ts';
import { useDialogSubmit } from '@lingua/core';
import { initialNoticeChoices, noticeChoicesReducer, shownChoices } from './notices-state.ts';

export function useNoticesTab() {
  const preferences = useNoticePreferences();
  const [state, dispatch] = useReducer(noticeChoicesReducer, undefined, initialNoticeChoices);
  const submit = useDialogSubmit();
  const shown = shownChoices(state, preferences.data?.mailEvents);
  return {
    preferences,
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
