// The documents chosen for the request, with their total and a Remove button each.
import { ActionIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { formatSize } from './file-rules.ts';

export interface ChosenFilesProps {
  files: readonly File[];
  busy: boolean;
  onRemove: (file: File) => void;
}

export function ChosenFiles({ files, busy, onRemove }: ChosenFilesProps) {
  const t = useT();
  const totalSize = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('machineTranslation.file.fileCount', { count: files.length, size: formatSize(totalSize) })}
      </Text>
      {files.map((file) => (
        <Group key={`${file.name}-${file.size}`} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" size="md" radius="sm">
              <IconFileText size={16} aria-hidden />
            </ThemeIcon>
            <Text size="sm" truncate dir="auto">
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatSize(file.size)}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('machineTranslation.file.remove', { fileName: file.name })}
            disabled={busy}
            onClick={() => onRemove(file)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
