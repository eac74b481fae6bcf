// A paged list without React: filtering, the page window and its 1-based range, going back to page 1.
import { describe, expect, it } from 'vitest';
import { pageOf, pagedListReducer as reduce, type PagedListState } from './paged-list-state.ts';

const items = Array.from({ length: 23 }, (_, i) => `item ${i + 1}`);
const has = (item: string, query: string) => item.includes(query);
const at = (s: Partial<PagedListState>): PagedListState => ({ query: '', pageSize: 10, page: 1, ...s });

describe('paged list', () => {
  it('shows a page of the matching items with its range', () => {
    expect(pageOf(items, at({ page: 3 }), has)).toMatchObject({ pages: 3, current: 3, from: 21, to: 23, visible: ['item 21', 'item 22', 'item 23'] });
    expect(pageOf(items, at({ query: 'item 2' }), has)).toMatchObject({ pages: 1, from: 1, to: 5 });
    expect(pageOf([], at({}), has)).toMatchObject({ pages: 1, current: 1, from: 0, to: 0 });
  });

  it('shows the last page when the page is past the end', () => {
    expect(pageOf(items.slice(0, 5), at({ page: 3 }), has)).toMatchObject({ current: 1, from: 1, to: 5 });
  });

  it('goes back to page 1 on a new query or page size', () => {
    expect(reduce(at({ page: 3 }), { type: 'query', query: 'x' }).page).toBe(1);
    expect(reduce(at({ page: 3 }), { type: 'pageSize', pageSize: 20 })).toMatchObject({ page: 1, pageSize: 20 });
    expect(reduce(at({}), { type: 'page', page: 2 }).page).toBe(2);
  });
});
