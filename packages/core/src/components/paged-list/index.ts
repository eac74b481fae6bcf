export { pageOf, pagedListReducer } from './paged-list-state.ts';
export type { PageOf, PagedListAction, PagedListState } from './paged-list-state.ts';
export { usePagedList } from './use-paged-list.ts';
export type { PagedList } from './use-paged-list.ts';
export { PagedListFooter } from './paged-list-footer.tsx';
export type { PagedListFooterProps } from './paged-list-footer.tsx';
export { SearchablePagedList } from './searchable-paged-list.tsx';
export type { SearchablePagedListProps } from './searchable-paged-list.tsx';
export { EmptyTableRow } from './empty-table-row.tsx';
