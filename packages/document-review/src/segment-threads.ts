// The questions about a segment (decision 185), handed in by the portal or the element as request parts: the
// editor imports no conversations, so without them it shows none.
import type { ReactNode } from 'react';
import type { ThreadAnchor } from '@lingua/contract';
import { useRequestDetailsParts } from '@lingua/core';
import type { FileRef } from './review-api.ts';

const noMarks = () => () => null;

export function useSegmentThreads(file: FileRef) {
  const parts = useRequestDetailsParts();
  // The parts are fixed for the page's life, so the hook called is always the same one.
  const mark = (parts.useAnchorMarks ?? noMarks)(file.jobRequestId);
  const anchor = (position: number): ThreadAnchor => ({ kind: 'segment', fileKey: file.fileKey, position });
  return {
    mark: (position: number): ReactNode => mark(anchor(position)),
    threads: (position: number): ReactNode => parts.anchorThreads?.(file.jobRequestId, anchor(position)) ?? null,
  };
}
