// Writing a message (decision 185): text within the contract's limit with its counter, up to the contract's number
// of attachments (uploaded under a temporary permission when sent), Send — or Ctrl+Enter.
import { useId, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { CONVERSATION_ATTACHMENTS_MAX, CONVERSATION_MESSAGE_MAX_LENGTH, type MessageAttachmentRef } from '@lingua/contract';
import { ErrorAlert, formatNumber, inputDir, useT } from '@lingua/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { uploadAttachments } from './api/conversations.ts';

export interface ComposerProps {
  /** Writes the message with its uploaded attachments; rejects to show why. */
  onSend: (text: string, attachments: MessageAttachmentRef[]) => Promise<unknown>;
  /** Label of the text field (default "Your message"). */
  label?: string;
  /** Uploads the chosen files (default: the temporary upload permission of the API). */
  upload?: typeof uploadAttachments;
  autoFocus?: boolean;
}

/** Characters as the contract counts a string's length (code points). */
export const lengthOf = (text: string): number => Array.from(text).length;

/** The composer's state: the text, the chosen files, sending (the upload's percent) and the last error. */
function useComposer({ onSend, upload = uploadAttachments }: Pick<ComposerProps, 'onSend' | 'upload'>) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const length = lengthOf(text.trim());
  const over = length - CONVERSATION_MESSAGE_MAX_LENGTH;
  const tooMany = files.length > CONVERSATION_ATTACHMENTS_MAX;
  const canSend = length > 0 && over <= 0 && !tooMany && sending === null;
  const send = async () => {
    if (!canSend) return;
    setError(null);
    setSending(0);
    try {
      const refs = await upload(files, (percent) => setSending(Math.round(percent)));
      await onSend(text.trim(), refs);
      setText('');
      setFiles([]);
    } catch (err) {
      setError(err);
    } finally {
      setSending(null);
    }
  };
  return { text, setText, files, setFiles, sending, error, length, over, tooMany, canSend, send };
}

function ChosenFiles({ files, onRemove, disabled }: { files: File[]; onRemove: (index: number) => void; disabled: boolean }) {
  const t = useT();
  if (!files.length) return null;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file, i) => (
        <Group key={`${file.name}-${i}`} gap="xs" component="li" wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Text size="sm" truncate dir="auto">
            {file.name}
          </Text>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('conversations.composer.remove', { name: file.name })} onClick={() => onRemove(i)} disabled={disabled}>
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

export function Composer({ onSend, label, upload, autoFocus }: ComposerProps) {
  const t = useT();
  const counterId = useId();
  const c = useComposer({ onSend, upload });
  const busy = c.sending !== null;
  return (
    <Stack gap="xs">
      <Textarea
        attributes={inputDir(c.text)}
        label={label ?? t('conversations.composer.label')}
        placeholder={t('conversations.composer.placeholder')}
        value={c.text}
        onChange={(e) => c.setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void c.send();
          }
        }}
        autosize
        minRows={3}
        maxRows={12}
        disabled={busy}
        autoFocus={autoFocus}
        error={c.over > 0 ? t('conversations.composer.overLimit', { over: formatNumber(c.over) }) : undefined}
        aria-describedby={counterId}
      />
      <Text id={counterId} size="xs" c={c.over > 0 ? 'red.8' : 'dimmed'} ta="end">
        {t('conversations.composer.counter', { count: formatNumber(c.length), max: formatNumber(CONVERSATION_MESSAGE_MAX_LENGTH) })}
      </Text>
      <ChosenFiles files={c.files} onRemove={(i) => c.setFiles(c.files.filter((_, j) => j !== i))} disabled={busy} />
      {c.tooMany ? (
        <Text size="sm" c="red.8" role="alert">
          {t('conversations.composer.tooManyFiles', { max: CONVERSATION_ATTACHMENTS_MAX })}
        </Text>
      ) : null}
      {c.error ? <ErrorAlert error={c.error} /> : null}
      <Group justify="space-between" gap="xs">
        <FileButton multiple onChange={(chosen) => c.setFiles([...c.files, ...chosen])} disabled={busy}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t('conversations.composer.attach')}
            </Button>
          )}
        </FileButton>
        <Group gap="xs">
          {busy && c.files.length ? (
            <Text size="sm" c="dimmed" role="status">
              {t('conversations.composer.uploading', { percent: c.sending ?? 0 })}
            </Text>
          ) : null}
          <Button onClick={() => void c.send()} disabled={!c.canSend && !busy} loading={busy} leftSection={<IconSend size={16} aria-hidden />}>
            {t('conversations.composer.send')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
