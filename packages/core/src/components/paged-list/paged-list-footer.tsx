// Under a paged list: rows per page, which rows are shown of how many, and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

export interface PagedListFooterProps {
  /** Names the list's pages for assistive technology, e.g. "Organization users pages". */
  label: string;
  pageSizes: readonly number[];
  pageSize: number;
  onPageSize: (size: number) => void;
  pages: number;
  current: number;
  onPage: (page: number) => void;
  from: number;
  to: number;
  total: number;
}

export function PagedListFooter(props: PagedListFooterProps) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs">
        <Select
          label={t('common.paging.pageSize')}
          data={props.pageSizes.map(String)}
          value={String(props.pageSize)}
          onChange={(value) => value && props.onPageSize(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
        />
        {props.total > 0 ? (
          <Text size="xs" c="gray.7" mt={22}>
            {t('common.paging.range', { from: props.from, to: props.to, total: props.total })}
          </Text>
        ) : null}
      </Group>
      <Pagination
        total={props.pages}
        value={props.current}
        onChange={props.onPage}
        size="sm"
        aria-label={props.label}
        getControlProps={(control) => ({ 'aria-label': t(`common.paging.${control}Page`) })}
        getItemProps={(p) => ({ 'aria-label': t('common.paging.page', { page: p }) })}
      />
    </Group>
  );
}
