// One thread open (decision 185): its messages oldest first with author, time and attachments to download, marked
// read as they are shown, and the composer under them.
import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ConversationMessage } from '@lingua/contract';
import { ErrorAlert, formatDateTime, startDownload, useT } from '@lingua/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { anchorLabel } from './anchor-label.ts';
import { attachmentDownloadUrl, markThreadRead, postMessage, useRevalidateConversation, useThreadMessages } from './api/conversations.ts';
import { Composer, type ComposerProps } from './composer.tsx';

export interface ThreadViewProps {
  threadId: string;
  /** Back to the list of threads; unset shows no back button. */
  onBack?: () => void;
  backLabel?: string;
  upload?: ComposerProps['upload'];
  /** Heading level of the thread's title. */
  titleOrder?: 2 | 3 | 4;
}

function Attachment({ threadId, attachment }: { threadId: string; attachment: ConversationMessage['attachments'][number] }) {
  const t = useT();
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setError(null);
    try {
      startDownload((await attachmentDownloadUrl(threadId, attachment.id)).downloadUrl, attachment.fileName);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <li>
      <Group gap={6} wrap="nowrap">
        <IconPaperclip size={14} aria-hidden />
        <Anchor component="button" type="button" size="sm" onClick={() => void download()} aria-label={t('conversations.download', { name: attachment.fileName })} dir="auto">
          {attachment.fileName}
        </Anchor>
      </Group>
      {error ? <ErrorAlert error={error} mt={4} /> : null}
    </li>
  );
}

function Message({ message }: { message: ConversationMessage }) {
  const t = useT();
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={message.author.staff ? 'var(--mantine-color-gray-0)' : undefined}>
      <Group gap="xs" justify="space-between" wrap="wrap" mb={4}>
        <Group gap={6}>
          <Text fw={600} size="sm">
            <bdi>{message.author.name}</bdi>
          </Text>
          {message.author.staff ? (
            <Badge size="xs" variant="light" color="blue">
              {t('conversations.provider')}
            </Badge>
          ) : null}
          {message.via === 'mail' ? (
            <Badge size="xs" variant="outline" color="gray">
              {t('conversations.byMail')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createTime}>
          {formatDateTime(message.createTime)}
        </Text>
      </Group>
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      {message.attachments.length ? (
        <Stack gap={2} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('conversations.attachments')}>
          {message.attachments.map((a) => (
            <Attachment key={a.id} threadId={message.threadId} attachment={a} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

export function ThreadView({ threadId, onBack, backLabel, upload, titleOrder = 3 }: ThreadViewProps) {
  const t = useT();
  const got = useThreadMessages(threadId);
  const revalidate = useRevalidateConversation();
  const thread = got.data?.thread;
  const unread = thread?.unread ?? 0;
  useEffect(() => {
    if (!thread || unread === 0) return;
    void markThreadRead(thread.id)
      .then(() => revalidate(thread.jobRequestId, thread.id))
      .catch(() => undefined);
  }, [thread, unread, revalidate]);

  return (
    <Stack gap="sm">
      {onBack ? (
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden className="mantine-rotate-rtl" />} onClick={onBack} px={4} w="fit-content">
          {backLabel ?? t('conversations.allThreads')}
        </Button>
      ) : null}
      {got.error ? (
        <ErrorAlert error={got.error} onRetry={() => void got.mutate()} />
      ) : !got.data ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={20} width="50%" />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : (
        <>
          <Title order={titleOrder} size="h5">
            {t('conversations.thread', { anchor: anchorLabel(t, got.data.thread.anchor) })}
          </Title>
          {got.data.messages.length ? (
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('conversations.messagesLabel')}>
              {got.data.messages.map((m) => (
                <Message key={m.id} message={m} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t('conversations.noMessages')}</Text>
          )}
          <Composer
            upload={upload}
            onSend={async (text, attachments) => {
              await postMessage(threadId, text, attachments);
              await revalidate(got.data!.thread.jobRequestId, threadId);
            }}
          />
        </>
      )}
    </Stack>
  );
}
