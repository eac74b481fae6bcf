// The paged list state of paged-list-state.ts held by a component, applied to its items.
import { useMemo, useReducer } from 'react';
import { pageOf, pagedListReducer } from './paged-list-state.ts';

export function usePagedList<T>(
  items: readonly T[] | undefined,
  matches: (item: T, query: string) => boolean,
  pageSize: number,
) {
  const [state, dispatch] = useReducer(pagedListReducer, { query: '', pageSize, page: 1 });
  const page = useMemo(() => pageOf(items ?? [], state, matches), [items, state, matches]);
  return {
    ...page,
    query: state.query,
    pageSize: state.pageSize,
    setQuery: (query: string) => dispatch({ type: 'query', query }),
    setPageSize: (size: number) => dispatch({ type: 'pageSize', pageSize: size }),
    setPage: (n: number) => dispatch({ type: 'page', page: n }),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
