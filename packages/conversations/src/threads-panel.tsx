// A request's conversation (decision 185): its threads with what each is about, its newest words and the unread
// badge; one thread open at a time; a new question on the request (or on the anchor given, e.g. a segment).
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ConversationThread, ThreadAnchor } from '@lingua/contract';
import { ErrorAlert, formatDateTime, useT } from '@lingua/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { anchorKey } from './anchor-key.ts';
import { anchorLabel } from './anchor-label.ts';
import { startThread, useLiveConversations, useRevalidateConversation, useThreads } from './api/conversations.ts';
import { Composer, type ComposerProps } from './composer.tsx';
import { ThreadView } from './thread-view.tsx';
import './texts/conversations-texts.ts';

export interface ThreadsPanelProps {
  jobRequestId: string;
  /** The thread open first (a notice's `?thread=`); null shows the list. */
  threadId?: string | null;
  /** Told when a thread is opened or closed (the page may keep it in its address). */
  onThreadChange?: (threadId: string | null) => void;
  /** What a new question is about; default the whole request. */
  anchor?: ThreadAnchor;
  /** Only the threads about `anchor` (an editor's segment or line), with its own words for asking. */
  onlyAnchor?: boolean;
  upload?: ComposerProps['upload'];
}

function ThreadRow({ thread, onOpen }: { thread: ConversationThread; onOpen: () => void }) {
  const t = useT();
  const label = anchorLabel(t, thread.anchor);
  return (
    <li style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      {/* Named by what it shows (WCAG 2.5.3): the anchor, the newest words, the counts. */}
      <UnstyledButton onClick={onOpen} w="100%" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {thread.preview}
            </Text>
            <Text size="xs" c="dimmed">
              {`${t('conversations.messages', { count: thread.messageCount })} · ${formatDateTime(thread.lastMessageTime)}`}
            </Text>
          </Stack>
          {thread.unread ? (
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {t('conversations.unread', { count: thread.unread })}
            </Badge>
          ) : null}
        </Group>
      </UnstyledButton>
    </li>
  );
}

export function ThreadsPanel({ jobRequestId, threadId = null, onThreadChange, anchor = { kind: 'request' }, onlyAnchor = false, upload }: ThreadsPanelProps) {
  const t = useT();
  const threads = useThreads(jobRequestId);
  const key = anchorKey(anchor);
  const listed = threads.data?.threads.filter((thread) => !onlyAnchor || anchorKey(thread.anchor) === key);
  const revalidate = useRevalidateConversation();
  const [open, setOpen] = useState<string | null>(threadId);
  const [asking, setAsking] = useState(false);
  useLiveConversations();
  // A notice opened while the page shows the request names another thread.
  useEffect(() => setOpen(threadId), [threadId]);
  const show = (id: string | null) => {
    setOpen(id);
    setAsking(false);
    onThreadChange?.(id);
  };

  if (open) return <ThreadView threadId={open} onBack={() => show(null)} upload={upload} />;
  if (asking) {
    return (
      <Stack gap="sm">
        <Title order={3} size="h5">
          {`${t('conversations.newThreadTitle')}: ${anchorLabel(t, anchor)}`}
        </Title>
        <Composer
          autoFocus
          upload={upload}
          onSend={async (text, attachments) => {
            const made = await startThread(jobRequestId, anchor, text, attachments);
            await revalidate(jobRequestId, made.id);
            show(made.id);
          }}
        />
        <Button variant="subtle" onClick={() => setAsking(false)} w="fit-content" px={4}>
          {t('conversations.allThreads')}
        </Button>
      </Stack>
    );
  }
  return <ThreadList threads={threads} listed={listed} anchor={anchor} onlyAnchor={onlyAnchor} onOpen={show} onAsk={() => setAsking(true)} />;
}

function ThreadList({ threads, listed, anchor, onlyAnchor, onOpen, onAsk }: {
  threads: ReturnType<typeof useThreads>;
  listed: ConversationThread[] | undefined;
  anchor: ThreadAnchor;
  onlyAnchor: boolean;
  onOpen: (threadId: string) => void;
  onAsk: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      {threads.error ? (
        <ErrorAlert error={threads.error} onRetry={() => void threads.mutate()} />
      ) : !threads.data ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : listed?.length ? (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={onlyAnchor ? t('conversations.anchorThreadsLabel', { anchor: anchorLabel(t, anchor) }) : t('conversations.threadsLabel')}>
          {listed.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} onOpen={() => onOpen(thread.id)} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size={onlyAnchor ? 'sm' : undefined}>
          {t(onlyAnchor ? 'conversations.anchorEmpty' : 'conversations.empty')}
        </Text>
      )}
      <Button variant="light" size={onlyAnchor ? 'xs' : undefined} leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onAsk} w="fit-content">
        {onlyAnchor ? t(`conversations.askHere.${anchor.kind}`) : t('conversations.newThread')}
      </Button>
    </Stack>
  );
}

/** The threads about one segment or line, under a heading, beside an editor's row (decision 185). */
export function AnchorThreads({ jobRequestId, anchor }: { jobRequestId: string; anchor: ThreadAnchor }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('conversations.questionsHere')}
      </Title>
      <ThreadsPanel jobRequestId={jobRequestId} anchor={anchor} onlyAnchor />
    </Stack>
  );
}
