import type { ReactNode } from 'react';
import { Alert, Group, List, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { DropzoneProps } from '@mantine/dropzone';
import { IconInfoCircle, IconUpload, IconX } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export interface FilesDropzoneProps {
  /** Every dropped or chosen file, accepted or not, in drop order: the form's rules judge them, so a wrong
   *  type gets the rule's own message instead of the dropzone's silent refusal. */
  onFiles: (files: File[]) => void;
  accept: DropzoneProps['accept'];
  busy: boolean;
  /** The form's message for the files field as a whole (e.g. none chosen). */
  error?: string;
  /** The rules' messages about particular files, listed under the area. */
  messages: string[];
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
export function FilesDropzone({ onFiles, accept, busy, error, messages, label, title, hint, idleIcon: IdleIcon, compact = false }: FilesDropzoneProps) {
  const iconSize = compact ? 40 : 44;
  return (
    <>
      <Dropzone
        onDrop={() => {}}
        onDropAny={(accepted, rejections) => onFiles([...accepted, ...rejections.map((rejection) => rejection.file)])}
        accept={accept}
        multiple
        disabled={busy}
        inputProps={{ 'aria-label': label }}
        radius="md"
        // Dropzone has no error state of its own: the frame takes the error colour, the messages follow it.
        style={{
          borderColor: error || messages.length > 0 ? 'var(--mantine-color-error)' : undefined,
          cursor: busy ? 'not-allowed' : undefined,
        }}
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
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {messages.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert" p="sm">
          <List size="sm" spacing={2}>
            {messages.map((message, i) => (
              <List.Item key={i}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
