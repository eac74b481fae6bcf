// The company's translation memory (decision 138): how many sentences it holds, TMX export and import, and its
// deletion — final, so behind a confirmation that says so.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { ConfirmDialog, ErrorAlert, useT } from '@lingua/core';
import { ImportDialog } from './import-dialog.tsx';
import { useMemoryCard } from './use-memory-card.ts';

const TMX_FILES = { title: 'languageAssets.glossaries.memoryImportTitle', hint: 'languageAssets.glossaries.memoryImportHint', accept: '.tmx,.xml' };

export function MemoryCard() {
  const t = useT();
  const card = useMemoryCard();
  const units = card.memory.data?.units ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('languageAssets.glossaries.memory')}
        </Title>
        {card.memory.error ? <ErrorAlert error={card.memory.error} onRetry={() => void card.memory.mutate()} /> : null}
        <Text size="sm" aria-live="polite">
          {card.memory.isLoading ? t('common.loading') : t('languageAssets.glossaries.memoryUnits', { count: units })}
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={units === 0} onClick={() => void card.exportFile()}>
            {t('languageAssets.glossaries.memoryExport')}
          </Button>
          <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => card.setDialog('import')}>
            {t('languageAssets.glossaries.memoryImport')}
          </Button>
          <Button variant="default" color="red.8" leftSection={<IconTrash size={16} aria-hidden />} disabled={units === 0} onClick={() => card.setDialog('delete')}>
            {t('languageAssets.glossaries.memoryDelete')}
          </Button>
        </Group>
      </Stack>
      <ImportDialog opened={card.dialog === 'import'} texts={TMX_FILES} onImport={card.importFile} onClose={() => card.setDialog(null)} />
      <ConfirmDialog
        opened={card.dialog === 'delete'}
        title={t('languageAssets.glossaries.memoryDeleteTitle')}
        message={t('languageAssets.glossaries.memoryDeleteMessage', { count: units })}
        confirmLabel={t('languageAssets.glossaries.memoryDelete')}
        confirmColor="red.8"
        onClose={() => card.setDialog(null)}
        onConfirm={card.deleteAll}
      />
    </Paper>
  );
}
