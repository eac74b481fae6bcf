// The unread mark of a request in the request lists (decision 185): one count call for the listed page, read again
// when a message is pushed; handed to core's list as a request details part, loaded with the list.
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconMessage } from '@tabler/icons-react';
import { useLiveConversations, useUnreadCounts } from './api/conversations.ts';
import './texts/conversations-texts.ts';

export function useUnreadMarks(jobRequestIds: readonly string[]): (jobRequestId: string) => ReactNode {
  const t = useT();
  const counts = useUnreadCounts(jobRequestIds);
  useLiveConversations();
  const unread = new Map(counts.data?.counts.map((c) => [c.jobRequestId, c.unread]));
  return (jobRequestId) => {
    const count = unread.get(jobRequestId);
    if (!count) return null;
    return (
      <Badge size="sm" variant="light" color="blue" leftSection={<IconMessage size={12} aria-hidden />} tt="none">
        {t('conversations.listUnread', { count })}
      </Badge>
    );
  };
}
