import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { JobRequestFile } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';

/** Spec 3 §2.6: files are listed by name without extension. */
export function byNameWithoutExtension<T extends { fileName: string }>(files: readonly T[]): T[] {
  const base = (n: string) => n.replace(/\.[^.]*$/, '');
  return [...files].sort((a, b) => base(a.fileName).localeCompare(base(b.fileName)) || a.fileName.localeCompare(b.fileName));
}

/** A titled list of files, each with a Download button. */
export function FileList({ title, files, onDownload, downloading }: { title?: string; files: readonly JobRequestFile[]; onDownload: (file: JobRequestFile) => void; downloading: string | null }) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      {title ? (
        <Title order={3} size="h5">
          {title}
        </Title>
      ) : null}
      {files.map((file) => (
        <Group key={file.fileKey} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" size="md" radius="sm">
              <IconFileText size={16} aria-hidden />
            </ThemeIcon>
            <Text size="sm" truncate>
              {file.fileName}
            </Text>
          </Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => onDownload(file)}
            loading={downloading === file.fileKey}
            aria-label={t('coupa.detail.download', { fileName: file.fileName })}
          >
            {t('coupa.detail.downloadShort')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
