// The punch-out request id of the starter page (spec 3 §2.6, §4.8): stored after sign-in, used by the
// create-quote page as externalReferenceId, cleared after a successful submission. Session storage: it belongs
// to this tab's punch-out, and a new punch-out replaces it.
import { useSyncExternalStore } from 'react';

export const REQUEST_ID_STORAGE_KEY = 'lingua.coupa.requestId';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getStoredRequestId(): string | null {
  return storage()?.getItem(REQUEST_ID_STORAGE_KEY) ?? null;
}

export function storeRequestId(requestId: string | null): void {
  const s = storage();
  if (requestId) s?.setItem(REQUEST_ID_STORAGE_KEY, requestId);
  else s?.removeItem(REQUEST_ID_STORAGE_KEY);
  for (const l of listeners) l();
}

/** The stored request id, re-rendering when it changes. */
export function useStoredRequestId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStoredRequestId,
    () => null,
  );
}
