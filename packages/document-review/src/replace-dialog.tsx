// Find and replace in the targets (spec §2): the preview says "N changed, M skipped" before anything changes —
// skipped are segments whose formatting marks the replacement would break, or every one when the document is
// read-only — and the replacement is one change the checks then run over.
import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@lingua/core';
import { previewReplace } from './review-filters.ts';
import type { ReviewState } from './review-state.ts';

export interface ReplaceDialogProps {
  opened: boolean;
  state: ReviewState;
  /** The positions the filter and the search show. */
  shown: readonly number[];
  editable: boolean;
  onClose(): void;
  onApply(changes: ReadonlyMap<number, string>, skipped: number): void;
}

export function ReplaceDialog({ opened, state, shown, editable, onClose, onApply }: ReplaceDialogProps) {
  const t = useT();
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [onlyShown, setOnlyShown] = useState(false);
  const all = useMemo(() => state.targets.map((_, i) => i), [state.targets]);
  const preview = useMemo(
    () => (find ? previewReplace(state, onlyShown ? shown : all, find, replacement, { caseSensitive, editable }) : null),
    [state, onlyShown, shown, all, find, replacement, caseSensitive, editable],
  );
  const changed = preview?.changes.size ?? 0;
  const skipped = preview?.skipped.length ?? 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('documentReview.replace.title')} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (preview && changed > 0) onApply(preview.changes, skipped);
        }}
      >
        <Stack gap="sm">
          <TextInput label={t('documentReview.replace.find')} value={find} onChange={(e) => setFind(e.currentTarget.value)} data-autofocus />
          <TextInput label={t('documentReview.replace.with')} value={replacement} onChange={(e) => setReplacement(e.currentTarget.value)} />
          <Checkbox label={t('documentReview.replace.caseSensitive')} checked={caseSensitive} onChange={(e) => setCaseSensitive(e.currentTarget.checked)} />
          <Checkbox label={t('documentReview.replace.scope')} checked={onlyShown} onChange={(e) => setOnlyShown(e.currentTarget.checked)} />
          <Text size="sm" role="status" aria-live="polite">
            {find ? t('documentReview.replace.summary', { changed, skipped }) : t('documentReview.replace.none')}
          </Text>
          {skipped > 0 ? (
            <Text size="xs" c="dimmed">
              {t('documentReview.replace.skippedWhy')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documentReview.replace.cancel')}
            </Button>
            <Button type="submit" disabled={changed === 0}>
              {t('documentReview.replace.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
