// The files chosen for a media request: kind (by MIME type until the server probes), size, and Remove.
import { ActionIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { mediaKindByType } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconMovie, IconMusic, IconTrash } from '@tabler/icons-react';
import { formatSize } from '../file-translation/file-rules.ts';

export function MediaFileList({ files, busy, onRemove }: { files: readonly File[]; busy: boolean; onRemove: (file: File) => void }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <Stack gap={6}>
      {files.map((file) => {
        const kind = mediaKindByType(file);
        return (
          <Group key={`${file.name}-${file.size}`} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" size="md" radius="sm">
                {kind === 'video' ? <IconMovie size={16} aria-hidden /> : <IconMusic size={16} aria-hidden />}
              </ThemeIcon>
              <Text size="sm" truncate dir="auto">
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t(`machineTranslation.media.kind.${kind}`)} · {formatSize(file.size)}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="gray" aria-label={t('machineTranslation.media.remove', { fileName: file.name })} disabled={busy} onClick={() => onRemove(file)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
