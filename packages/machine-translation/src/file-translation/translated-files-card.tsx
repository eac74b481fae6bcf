// The translated files, one language at a time (the first by name at first), and Download all.
import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { FileRow, useT } from '@lingua/core';
import { IconFileZip } from '@tabler/icons-react';
import { outputLanguagesOf, translatedFilesOf } from './file-details-state.ts';
import type { FilesCardProps } from './source-files-card.tsx';

export function TranslatedFilesCard({ job, downloading, onDownload, onDownloadAll }: FilesCardProps & { onDownloadAll: () => void }) {
  const t = useT();
  const [language, setLanguage] = useState<string | null>(null);
  const translated = translatedFilesOf(job);
  const languages = outputLanguagesOf(job);
  const selected = language ?? languages[0]?.id ?? null;
  const forLanguage = translated.filter((file) => file.languageId === selected);
  const none = (key: string) => (
    <Text size="sm" c="dimmed">
      {t(key)}
    </Text>
  );
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={3} size="h5">
            {t('machineTranslation.details.translatedFiles')}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconFileZip size={14} aria-hidden />} disabled={translated.length === 0} onClick={onDownloadAll}>
            {t('machineTranslation.details.downloadAll')}
          </Button>
        </Group>
        {translated.length === 0 ? (
          none('machineTranslation.details.noTranslatedFiles')
        ) : (
          <>
            <Select
              label={t('machineTranslation.details.language')}
              data={languages.map((target) => ({ value: target.id, label: target.name }))}
              value={selected}
              onChange={setLanguage}
              allowDeselect={false}
              size="sm"
              w={240}
              comboboxProps={{ withinPortal: true }}
            />
            {forLanguage.length === 0 ? none('machineTranslation.details.noFilesForLanguage') : forLanguage.map((file) => <FileRow key={file.fileKey} file={file} loading={downloading === file.fileKey} onDownload={() => onDownload(file)} />)}
          </>
        )}
      </Stack>
    </Card>
  );
}
