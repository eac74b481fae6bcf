// The mark beside an editor's segment or line that has threads (decision 185): how many, in red while one has
// unread messages; one threads call for the request, read again when a message is pushed.
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { ThreadAnchor } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconMessage } from '@tabler/icons-react';
import { anchorKey } from './anchor-key.ts';
import { useLiveConversations, useThreads } from './api/conversations.ts';
import './texts/conversations-texts.ts';

export function useAnchorMarks(jobRequestId: string): (anchor: ThreadAnchor) => ReactNode {
  const t = useT();
  const threads = useThreads(jobRequestId);
  useLiveConversations();
  const byAnchor = new Map<string, { threads: number; unread: number }>();
  for (const thread of threads.data?.threads ?? []) {
    const key = anchorKey(thread.anchor);
    const seen = byAnchor.get(key) ?? { threads: 0, unread: 0 };
    byAnchor.set(key, { threads: seen.threads + 1, unread: seen.unread + thread.unread });
  }
  return (anchor) => {
    const found = byAnchor.get(anchorKey(anchor));
    if (!found) return null;
    const label = found.unread ? t('conversations.anchorMarkUnread', { count: found.threads }) : t('conversations.anchorMark', { count: found.threads });
    return (
      <Badge size="xs" variant={found.unread ? 'filled' : 'light'} color={found.unread ? 'red' : 'blue'} leftSection={<IconMessage size={10} aria-hidden />} aria-label={label} title={label}>
        {found.threads}
      </Badge>
    );
  };
}
