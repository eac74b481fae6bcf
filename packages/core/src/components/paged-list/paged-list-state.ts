// A list searched and read a page at a time, as pure state: the query, the page size and the page, and what of
// the list they show. A changed query or page size goes back to the first page; a page past the end (the list
// shrank) shows the last one.
export interface PagedListState {
  query: string;
  pageSize: number;
  page: number;
}

export type PagedListAction =
  { type: 'query'; query: string } | { type: 'pageSize'; pageSize: number } | { type: 'page'; page: number };

export function pagedListReducer(state: PagedListState, action: PagedListAction): PagedListState {
  switch (action.type) {
    case 'query':
      return { ...state, query: action.query, page: 1 };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'page':
      return { ...state, page: action.page };
  }
}

export interface PageOf<T> {
  matching: readonly T[];
  visible: readonly T[];
  pages: number;
  /** The page shown (1-based). */
  current: number;
  /** 1-based positions of the first and last item shown (0 when none). */
  from: number;
  to: number;
}

export function pageOf<T>(
  items: readonly T[],
  state: PagedListState,
  matches: (item: T, query: string) => boolean,
): PageOf<T> {
  const query = state.query.trim();
  const matching = query ? items.filter((item) => matches(item, query)) : items;
  const pages = Math.max(1, Math.ceil(matching.length / state.pageSize));
  const current = Math.min(state.page, pages);
  const start = (current - 1) * state.pageSize;
  const visible = matching.slice(start, start + state.pageSize);
  return {
    matching,
    visible,
    pages,
    current,
    from: visible.length ? start + 1 : 0,
    to: start + visible.length,
  };
}
