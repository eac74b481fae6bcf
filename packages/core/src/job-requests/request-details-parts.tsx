// Parts of another feature that a request's details page shows: a feature imports no other feature, so the portal
// (or an element) hands them in around the page — the conversation on the request (decision 185).
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export interface RequestDetailsPartsValue {
  /** The request's conversation, under its files. */
  conversation?: (jobRequestId: string) => ReactNode;
}

const PartsContext = createContext<RequestDetailsPartsValue>({});

export function RequestDetailsParts({ children, ...parts }: RequestDetailsPartsValue & { children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

export const useRequestDetailsParts = (): RequestDetailsPartsValue => useContext(PartsContext);
