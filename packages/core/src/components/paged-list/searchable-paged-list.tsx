// A searchable paged list as the settings tabs show it (organisation users, API keys, webhooks): the search box
// above, the rows (the caller's table), and the footer with rows per page and the pages.
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PagedListFooter } from './paged-list-footer.tsx';
import type { PagedList } from './use-paged-list.ts';

export interface SearchablePagedListProps<T> {
  list: PagedList<T>;
  searchLabel: string;
  searchPlaceholder?: string | undefined;
  pagesLabel: string;
  pageSizes: readonly number[];
  children: ReactNode;
}

export function SearchablePagedList<T>({ list, searchLabel, searchPlaceholder, pagesLabel, pageSizes, children }: SearchablePagedListProps<T>) {
  return (
    <>
      <TextInput label={searchLabel} placeholder={searchPlaceholder} leftSection={<IconSearch size={16} aria-hidden />} value={list.query} onChange={(e) => list.setQuery(e.currentTarget.value)} type="search" />
      {children}
      <PagedListFooter
        label={pagesLabel}
        pageSizes={pageSizes}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        pages={list.pages}
        current={list.current}
        onPage={list.setPage}
        from={list.from}
        to={list.to}
        total={list.matching.length}
      />
    </>
  );
}
