// A fetch that is never read from the cache: spec 3 §9, the rows of a search are the database's rows at that
// moment, so rows and chart figures are fetched on every Search and page change.
import { useEffect, useState } from 'react';

/** The state of a fetch that is not cached. */
export interface FetchState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

export function useFresh<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({ key: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // Keep the previous rows on screen while the next page loads, so the table does not jump.
    setState((s) => ({ ...s, key, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, loading: false }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ ...s, key, error, loading: false })),
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; `key` says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { data: state.data, error: state.error, loading: state.loading, retry: () => setAttempt((n) => n + 1) };
}
