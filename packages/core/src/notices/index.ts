// Notices to people (decision 142): the bell's state, its server conversation and the stream.
export { parseStreamBlock, readNoticeStream, type NoticeStreamEvent } from './notice-stream.ts';
export { allRead, applyStreamEvent, markedRead, NOTICES_POLL_MS, noticeStreamUp, onPushedNotice, setNoticeStreamUp, STREAM_REOPEN_MS } from './notices-state.ts';
export { useNotices, useNoticeStreamUp, type NoticesModel } from './use-notices.ts';
