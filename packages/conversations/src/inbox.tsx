// The staff's conversations inbox (decision 185): every thread whose client messages wait for the provider's answer,
// the longest waiting first; Answer opens the thread beside the list, and an answer takes it off.
import { useState } from 'react';
import { Button, Grid, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InboxThread } from '@lingua/contract';
import { ErrorAlert, formatDateTime, useT } from '@lingua/core';
import { anchorLabel } from './anchor-label.ts';
import { useInbox, useLiveConversations } from './api/conversations.ts';
import type { ComposerProps } from './composer.tsx';
import { ThreadView } from './thread-view.tsx';
import './texts/conversations-texts.ts';

export interface ConversationInboxProps {
  /** The thread open first; null shows the list only. */
  threadId?: string | null;
  onThreadChange?: (threadId: string | null) => void;
  upload?: ComposerProps['upload'];
}

function InboxTable({ rows, open, onOpen }: { rows: InboxThread[]; open: string | null; onOpen: (threadId: string) => void }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('conversations.inbox.request')}</Table.Th>
            <Table.Th>{t('conversations.inbox.client')}</Table.Th>
            <Table.Th>{t('conversations.inbox.waiting')}</Table.Th>
            <Table.Th>{t('conversations.inbox.lastMessage')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('conversations.inbox.open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ thread, jobRequestName, clientName }) => {
            const anchor = anchorLabel(t, thread.anchor);
            return (
              <Table.Tr key={thread.id} aria-selected={thread.id === open}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    <bdi>{jobRequestName}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {anchor}
                  </Text>
                </Table.Td>
                <Table.Td>{clientName ?? ''}</Table.Td>
                <Table.Td>{formatDateTime(thread.awaitingReplySince)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {thread.preview}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant={thread.id === open ? 'filled' : 'light'} onClick={() => onOpen(thread.id)} aria-label={t('conversations.inbox.openLabel', { request: jobRequestName, anchor })}>
                    {t('conversations.inbox.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The threads as a list: a phone's width, or the list's column beside an open thread, has no room for the table. */
function InboxList({ rows, open, onOpen }: { rows: InboxThread[]; open: string | null; onOpen: (threadId: string) => void }) {
  const t = useT();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('conversations.inbox.title')}>
      {rows.map(({ thread, jobRequestName, clientName }, i) => {
        const anchor = anchorLabel(t, thread.anchor);
        return (
          <li key={thread.id} style={i ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{jobRequestName}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {[anchor, clientName, `${t('conversations.inbox.waiting')} ${formatDateTime(thread.awaitingReplySince)}`].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {thread.preview}
                </Text>
              </Stack>
              <Button size="xs" variant={thread.id === open ? 'filled' : 'light'} onClick={() => onOpen(thread.id)} aria-label={t('conversations.inbox.openLabel', { request: jobRequestName, anchor })} style={{ flexShrink: 0 }}>
                {t('conversations.inbox.open')}
              </Button>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

export function ConversationInbox({ threadId = null, onThreadChange, upload }: ConversationInboxProps) {
  const t = useT();
  const inbox = useInbox();
  const [open, setOpen] = useState<string | null>(threadId);
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  useLiveConversations();
  const show = (id: string | null) => {
    setOpen(id);
    onThreadChange?.(id);
  };
  const rows = inbox.data?.threads ?? [];
  const Rows = phone || open ? InboxList : InboxTable;
  const list = inbox.error ? (
    <ErrorAlert error={inbox.error} onRetry={() => void inbox.mutate()} />
  ) : !inbox.data ? (
    <Skeleton height={160} aria-busy="true" />
  ) : rows.length === 0 ? (
    <Text c="dimmed">{t('conversations.inbox.empty')}</Text>
  ) : (
    <Rows rows={rows} open={open} onOpen={show} />
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('conversations.inbox.title')}</Title>
        <Text c="dimmed">{t('conversations.inbox.subtitle')}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: open ? 7 : 12 }}>
          <Paper withBorder radius="md" p="md">
            {list}
          </Paper>
        </Grid.Col>
        {open ? (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('conversations.title')}>
              <ThreadView key={open} threadId={open} onBack={() => show(null)} backLabel={t('conversations.inbox.close')} upload={upload} titleOrder={2} />
            </Paper>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
