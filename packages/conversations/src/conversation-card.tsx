// The "Conversation" card of a request's details page (decision 185): the request's threads, opened at the thread a
// notice names.
import { Paper, Text, Title } from '@mantine/core';
import { useT } from '@lingua/core';
import { ThreadsPanel, type ThreadsPanelProps } from './threads-panel.tsx';

export function ConversationCard(props: ThreadsPanelProps) {
  const t = useT();
  const titleId = `conversation-${props.jobRequestId}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('conversations.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('conversations.intro')}
      </Text>
      <ThreadsPanel {...props} />
    </Paper>
  );
}
