// After a write, every cached list page and the request itself are stale; SWR's matcher mutate revalidates
// them all in the current cache (the portal's, a widget's, or a test's isolated one).
import { useCallback } from 'react';
import { calls } from '@lingua/contract';
import { useSWRConfig } from 'swr';
import { callPath } from '../../api/call-api.ts';

export function useRevalidateJobRequests(): (jobRequestId?: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (jobRequestId?: string) =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          (key[0] === calls.listJobRequests.path ||
            (jobRequestId !== undefined && key[0] === callPath(calls.getJobRequest, { params: { jobRequestId } }))),
      ),
    [mutate],
  );
}
