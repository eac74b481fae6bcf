// One notice in the bell: its title linking to the item (read once opened), when, and "Mark read" while unread.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { Notice } from '@lingua/contract';
import { formatDateTime, useT } from '@lingua/core';
import { noticeKey } from '../texts/account-texts.ts';

export interface NoticeRowProps {
  notice: Notice;
  /** Prefix of the item's portal path: '' inside the portal, the portal's address on another site. */
  portalUrl: string;
  /** Opens the item inside the portal (no page load); without it the link is followed. */
  onNavigate?: ((path: string) => void) | undefined;
  onRead: (noticeId: string) => void;
}

export function NoticeRow({ notice, portalUrl, onNavigate, onRead }: NoticeRowProps) {
  const t = useT();
  const title = t(`account.notices.title.${noticeKey(notice.event)}`, { name: notice.name });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          href={`${portalUrl}${notice.path}`}
          fz="sm"
          fw={notice.read ? 400 : 700}
          onClick={(e) => {
            if (!notice.read) onRead(notice.id);
            if (onNavigate) {
              e.preventDefault();
              onNavigate(notice.path);
            }
          }}
        >
          {title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDateTime(notice.createTime)}
        </Text>
      </Stack>
      {notice.read ? null : (
        <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} aria-label={t('account.notices.markReadNamed', { name: notice.name })} onClick={() => onRead(notice.id)}>
          {t('account.notices.markRead')}
        </Button>
      )}
    </Group>
  );
}
