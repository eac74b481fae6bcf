// The editor's bar: which segments are shown (the filters), the search in source or translation, find and
// replace, "mark as reviewed", the shortcuts, and the save state in words.
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { errorDisplayMessage, useT } from '@lingua/core';
import { IconFileDescription, IconKeyboard, IconReplace, IconSearch } from '@tabler/icons-react';
import { REVIEW_FILTERS, type ReviewFilter } from './review-filters.ts';
import type { SaveStatus } from './use-document-review.ts';

export interface ToolbarProps {
  filter: ReviewFilter;
  search: string;
  searchIn: 'source' | 'target';
  paired: boolean;
  editable: boolean;
  shown: number;
  total: number;
  save: SaveStatus;
  onFilter(filter: ReviewFilter): void;
  onSearch(search: string): void;
  onSearchIn(where: 'source' | 'target'): void;
  onReplace(): void;
  onMarkReviewed(): void;
  onHelp(): void;
  previewOpen: boolean;
  onPreview(): void;
}

export function SaveState({ save }: { save: SaveStatus }) {
  const t = useT();
  const text = save.state === 'error' ? t('documentReview.save.error', { message: errorDisplayMessage(save.error) }) : t(`documentReview.save.${save.state}`);
  return (
    <Text size="sm" c={save.state === 'error' || save.state === 'conflict' ? 'red.8' : 'dimmed'} role="status" aria-live="polite" data-save-state={save.state}>
      {text}
    </Text>
  );
}

export function ReviewToolbar(p: ToolbarProps) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('documentReview.filters.label')}
        size="sm"
        w={270}
        data={REVIEW_FILTERS.map((f) => ({ value: f, label: t(`documentReview.filters.${f}`) }))}
        value={p.filter}
        onChange={(v) => v && p.onFilter(v as ReviewFilter)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t('documentReview.filters.search')} size="sm" w={220} type="search" leftSection={<IconSearch size={14} aria-hidden />} value={p.search} onChange={(e) => p.onSearch(e.currentTarget.value)} />
      {p.paired ? (
        <Select
          label={t('documentReview.filters.searchIn')}
          size="sm"
          w={140}
          data={[
            { value: 'target', label: t('documentReview.filters.target') },
            { value: 'source', label: t('documentReview.filters.source') },
          ]}
          value={p.searchIn}
          onChange={(v) => v && p.onSearchIn(v as 'source' | 'target')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {p.editable ? (
        <Button size="sm" variant="default" leftSection={<IconReplace size={16} aria-hidden />} onClick={p.onReplace}>
          {t('documentReview.replace.open')}
        </Button>
      ) : null}
      <Button size="sm" variant="default" onClick={p.onMarkReviewed}>
        {t('documentReview.actions.markReviewed')}
      </Button>
      <Button size="sm" variant={p.previewOpen ? 'light' : 'default'} leftSection={<IconFileDescription size={16} aria-hidden />} aria-pressed={p.previewOpen} onClick={p.onPreview}>
        {t('documentReview.preview.open')}
      </Button>
      <Button size="sm" variant="subtle" leftSection={<IconKeyboard size={16} aria-hidden />} onClick={p.onHelp}>
        {t('documentReview.actions.shortcuts')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('documentReview.filters.shown', { shown: p.shown, total: p.total })}
      </Text>
    </Group>
  );
}
