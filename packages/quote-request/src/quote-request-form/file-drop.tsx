import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useT } from '@lingua/core';
import { toMb } from '../rules/file-rules.ts';

export interface FileDropProps {
  /** Accessible name and title of the drop area. */
  title: string;
  /** Hint under the title (limits). */
  hint: string;
  files: readonly File[];
  /** Called with dropped or selected files. */
  onDrop: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** Error under the list. */
  error?: string | null;
}

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${toMb(bytes)} MB`);

/** A drop area with the list of chosen files; limits are checked by the caller so messages follow spec 2 §5. */
export function FileDrop({ title, hint, files, onDrop, onRemove, error }: FileDropProps) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onDrop}
        multiple
        inputProps={{ 'aria-label': title }}
        radius="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <IconUpload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <div>
            <Text fw={500}>{title}</Text>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {files.length > 0 ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((file, index) => (
            <Paper key={`${file.name}-${index}`} component="li" withBorder radius="sm" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile size={18} aria-hidden />
                  <Text size="sm" truncate dir="auto">
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatSize(file.size)}
                  </Text>
                </Group>
                <ActionIcon variant="subtle" color="gray" aria-label={t('createProject.documents.remove', { name: file.name })} onClick={() => onRemove(index)}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
