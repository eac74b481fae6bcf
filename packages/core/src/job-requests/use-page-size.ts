// Spec 3 §4.4: the page size is remembered per list, in localStorage under one key per list id.
import { useCallback, useState } from 'react';
import { JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE } from '@lingua/contract';

/** Page sizes offered by job-request lists (the spec names the default, 10, not the options). */
export const JOB_REQUEST_PAGE_SIZES = [10, 20, 50] as const;

/** localStorage key of the page size of list `listId`. */
export function pageSizeStorageKey(listId: string): string {
  return `lingua.jobRequestList.${listId}.pageSize`;
}

function readPageSize(listId: string): number {
  try {
    const stored = Number(window.localStorage.getItem(pageSizeStorageKey(listId)));
    return (JOB_REQUEST_PAGE_SIZES as readonly number[]).includes(stored) ? stored : JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE;
  } catch {
    // Storage may be blocked (privacy settings, sandboxed host frames): fall back to the default.
    return JOB_REQUEST_LIST_DEFAULT_PAGE_SIZE;
  }
}

export function usePageSize(listId: string): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(listId));
  const update = useCallback(
    (next: number) => {
      setSize(next);
      try {
        window.localStorage.setItem(pageSizeStorageKey(listId), String(next));
      } catch {
        // Not remembered when storage is blocked; the list still works.
      }
    },
    [listId],
  );
  return [size, update];
}
