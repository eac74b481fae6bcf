// The Glossaries tab (decision 134): a client administrator's terms per language pair — the glossary chosen, its
// terms with a search and pages, and the add, edit, delete, import and export dialogs. Its state is
// use-glossaries-tab.ts.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ErrorAlert, useT } from '@lingua/core';
import { EntriesPanel } from './entries-panel.tsx';
import { GlossaryBar } from './glossary-bar.tsx';
import { GlossaryDialogs } from './glossary-dialogs.tsx';
import { MemoryCard } from './memory-card.tsx';
import { useGlossariesTab, type GlossariesTab } from './use-glossaries-tab.ts';
import '../texts/language-assets-texts.ts';

export function GlossariesTab() {
  const t = useT();
  const tab = useGlossariesTab();
  if (tab.loading) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={36} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (tab.error) return <ErrorAlert error={tab.error} onRetry={tab.retry} />;
  const create = () => tab.dispatch({ type: 'open', dialog: { kind: 'create' } });
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('languageAssets.glossaries.intro')}
      </Text>
      {tab.shown ? (
        <>
          <GlossaryBar tab={tab} shown={tab.shown} />
          <OutcomeLine tab={tab} />
          <EntriesPanel tab={tab} />
        </>
      ) : (
        <Stack align="flex-start" gap="sm">
          <OutcomeLine tab={tab} />
          <Text size="sm">{t('languageAssets.glossaries.empty')}</Text>
          <Button ref={tab.focus.create} leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            {t('languageAssets.glossaries.create')}
          </Button>
        </Stack>
      )}
      <GlossaryDialogs tab={tab} />
      <MemoryCard />
    </Stack>
  );
}

/** What the last import or deletion did, said once (a status, so a screen reader reads it too). */
function OutcomeLine({ tab }: { tab: GlossariesTab }) {
  const t = useT();
  const outcome = tab.state.outcome;
  const text =
    outcome?.kind === 'imported'
      ? t('languageAssets.glossaries.imported', { count: outcome.count })
      : outcome?.kind === 'deletedGlossary'
        ? t('languageAssets.glossaries.deletedGlossary', { name: outcome.name })
        : outcome?.kind === 'deletedTerm'
          ? t('languageAssets.glossaries.deletedTerm', { term: outcome.term })
          : '';
  return (
    <Text role="status" size="sm" fw={500} display={text ? undefined : 'none'}>
      {text}
    </Text>
  );
}
