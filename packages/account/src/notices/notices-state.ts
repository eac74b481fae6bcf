// The Notices tab's state without React (decision 140): the mail choices as saved, as edited, and whether the last
// save went through.
import { NOTICE_EVENTS, type NoticeEvent } from '@lingua/contract';

export interface NoticeChoicesState {
  /** The events ticked now; null until the user changes one (the saved ones show). */
  edited: NoticeEvent[] | null;
  saved: boolean;
}

export type NoticeChoicesAction = { type: 'toggle'; event: NoticeEvent; on: boolean; current: readonly NoticeEvent[] } | { type: 'saved' };

export const initialNoticeChoices = (): NoticeChoicesState => ({ edited: null, saved: false });

export function noticeChoicesReducer(state: NoticeChoicesState, action: NoticeChoicesAction): NoticeChoicesState {
  if (action.type === 'saved') return { edited: null, saved: true };
  const base = state.edited ?? action.current;
  const next = action.on ? [...new Set([...base, action.event])] : base.filter((e) => e !== action.event);
  // Kept in the catalogue's order, as the server answers them.
  return { edited: NOTICE_EVENTS.filter((e) => next.includes(e)), saved: false };
}

/** The choices shown: the edited ones, else the saved ones (all until the server answered). */
export const shownChoices = (state: NoticeChoicesState, saved: readonly NoticeEvent[] | undefined): readonly NoticeEvent[] => state.edited ?? saved ?? NOTICE_EVENTS;
