// The shown glossary's terms: a search, the page of terms and the pages (core's paged list footer).
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { GLOSSARY_PAGE_SIZES } from '@lingua/contract';
import { ErrorAlert, PagedListFooter, useT } from '@lingua/core';
import { EntriesTable } from './entries-table.tsx';
import type { GlossariesTab } from './use-glossaries-tab.ts';

export function EntriesPanel({ tab }: { tab: GlossariesTab }) {
  const t = useT();
  const { entries, figures, state } = tab;
  const list = (action: Parameters<GlossariesTab['dispatch']>[0] & { type: 'list' }) => tab.dispatch(action);
  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          ref={tab.focus.search}
          label={t('languageAssets.glossaries.search')}
          placeholder={t('languageAssets.glossaries.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.list.query}
          onChange={(event) => list({ type: 'list', action: { type: 'query', query: event.currentTarget.value } })}
          type="search"
          style={{ flex: 1 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => tab.dispatch({ type: 'open', dialog: { kind: 'entry', entry: null } })}>
          {t('languageAssets.glossaries.add')}
        </Button>
      </Group>
      {entries.error ? <ErrorAlert error={entries.error} onRetry={() => void entries.mutate()} /> : null}
      <EntriesTable
        entries={entries.data?.items ?? []}
        loading={entries.isLoading}
        query={state.list.query}
        onEdit={(entry) => tab.dispatch({ type: 'open', dialog: { kind: 'entry', entry } })}
        onDelete={(entry) => tab.dispatch({ type: 'open', dialog: { kind: 'delete', entry } })}
      />
      <PagedListFooter
        label={t('languageAssets.glossaries.pagination')}
        pageSizes={GLOSSARY_PAGE_SIZES}
        pageSize={state.list.pageSize}
        onPageSize={(pageSize) => list({ type: 'list', action: { type: 'pageSize', pageSize } })}
        onPage={(page) => list({ type: 'list', action: { type: 'page', page } })}
        {...figures}
      />
    </>
  );
}
