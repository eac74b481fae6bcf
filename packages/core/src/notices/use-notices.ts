// The bell's conversation with the server (decision 142): the newest notices, the stream that pushes new ones (and
// refreshes the request a notice is about, in every list and details page), polling only while the stream is down,
// and mark one / all read.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { calls, type NoticeList } from '@lingua/contract';
import { callApi } from '../api/call-api.ts';
import { useCall } from '../api/use-call.ts';
import { useRevalidateJobRequests } from '../job-requests/api/revalidate-job-requests.ts';
import { readNoticeStream } from './notice-stream.ts';
import { allRead, applyStreamEvent, markedRead, NOTICES_POLL_MS, noticeStreamUp, onNoticeStreamChange, requestOf, setNoticeStreamUp, STREAM_REOPEN_MS, tellPushedNotice } from './notices-state.ts';

/** Whether a notice stream is up on this page (the bell stops polling meanwhile). */
export const useNoticeStreamUp = (): boolean => useSyncExternalStore(onNoticeStreamChange, noticeStreamUp, () => false);

/** Opens the stream while `enabled`, again STREAM_REOPEN_MS after it is lost, until unmounted. */
function useNoticeStream(enabled: boolean, change: (update: (l: NoticeList | undefined) => NoticeList | undefined) => void, reread: () => void) {
  const revalidate = useRevalidateJobRequests();
  const latest = useRef({ change, reread, revalidate });
  latest.current = { change, reread, revalidate };
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const opened = () => {
        setNoticeStreamUp(true);
        latest.current.reread(); // what happened while it was down
      };
      readNoticeStream((event) => {
        latest.current.change((l) => applyStreamEvent(l, event));
        const id = requestOf(event);
        if (id) void latest.current.revalidate(id);
        if (event.type === 'notice') tellPushedNotice(event.notice);
      }, opened, abort.signal)
        .catch(() => undefined)
        .finally(() => {
          setNoticeStreamUp(false);
          if (!abort.signal.aborted) timer = setTimeout(open, STREAM_REOPEN_MS);
        });
    };
    open();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [enabled]);
}

export function useNotices(enabled = true) {
  const up = useNoticeStreamUp();
  const list = useCall(calls.listNotices, enabled ? {} : null, { refreshInterval: up ? 0 : NOTICES_POLL_MS });
  const change = (update: (l: NoticeList | undefined) => NoticeList | undefined) => void list.mutate(update, { revalidate: false });
  useNoticeStream(enabled, change, () => void list.mutate());
  const settle = async (work: () => Promise<unknown>) => {
    await work().catch(() => undefined);
    await list.mutate();
  };
  return {
    list,
    streaming: up,
    markRead: (noticeId: string) => {
      change((l) => markedRead(l, noticeId));
      return settle(() => callApi(calls.markNoticeRead, { params: { noticeId } }));
    },
    markAllRead: () => {
      change(allRead);
      return settle(() => callApi(calls.markAllNoticesRead, {}));
    },
  };
}

export type NoticesModel = ReturnType<typeof useNotices>;
