import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { DropzoneProps } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export interface FilesDropzoneProps {
  /** Every dropped or chosen file, accepted or not, in drop order: the form's rules judge them, so a wrong
   *  type gets the rule's own message instead of the dropzone's silent refusal. */
  onFiles: (files: File[]) => void;
  accept: DropzoneProps['accept'];
  busy: boolean;
  /** Dropzone has no error state of its own: the frame takes the error colour while the form shows the message. */
  invalid: boolean;
  /** Accessible name of the hidden file input. */
  label: string;
  title: string;
  hint: ReactNode;
  /** Icon shown while nothing is dragged over. */
  idleIcon: Icon;
  /** Smaller frame for the side panel. */
  compact?: boolean;
}

/** The upload area of the document and the media forms. */
export function FilesDropzone({ onFiles, accept, busy, invalid, label, title, hint, idleIcon: IdleIcon, compact = false }: FilesDropzoneProps) {
  const iconSize = compact ? 40 : 44;
  return (
    <Dropzone
      onDrop={() => {}}
      onDropAny={(accepted, rejections) => onFiles([...accepted, ...rejections.map((rejection) => rejection.file)])}
      accept={accept}
      multiple
      disabled={busy}
      inputProps={{ 'aria-label': label }}
      radius="md"
      style={{ borderColor: invalid ? 'var(--mantine-color-error)' : undefined, cursor: busy ? 'not-allowed' : undefined }}
    >
      <Group justify="center" gap="lg" mih={compact ? 100 : 120} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={iconSize} stroke={1.5} aria-hidden style={{ color: 'var(--mantine-color-blue-7)' }} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={iconSize} stroke={1.5} aria-hidden style={{ color: 'var(--mantine-color-red-7)' }} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={iconSize} stroke={1.5} aria-hidden style={{ color: 'var(--mantine-color-gray-6)' }} />
        </Dropzone.Idle>
        <div>
          <Text size={compact ? 'md' : 'lg'} fw={500}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
