// Parts of another feature that a request's pages show: a feature imports no other feature, so the portal (or an
// element) hands them in around the page — the conversation on the request and its unread mark in lists (decision 185).
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ThreadAnchor } from '@lingua/contract';

export interface RequestDetailsPartsValue {
  /** The request's conversation, under its files. */
  conversation?: (jobRequestId: string) => ReactNode;
  /** A hook: the mark beside each listed request's name (its unread messages), read once for the page's ids. */
  useListMarks?: (jobRequestIds: readonly string[]) => (jobRequestId: string) => ReactNode;
  /** The threads about one segment or line of an editor, with a way to ask about it. */
  anchorThreads?: (jobRequestId: string, anchor: ThreadAnchor) => ReactNode;
  /** A hook: the mark beside each segment or line that has threads. */
  useAnchorMarks?: (jobRequestId: string) => (anchor: ThreadAnchor) => ReactNode;
}

const PartsContext = createContext<RequestDetailsPartsValue>({});

export function RequestDetailsParts({ children, ...parts }: RequestDetailsPartsValue & { children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

export const useRequestDetailsParts = (): RequestDetailsPartsValue => useContext(PartsContext);
