// The notices bell (decision 142), in the portal header and as <lingua-notices>: the unread count on the bell, and
// in its panel the newest notices linking to their items, mark one or all read. New notices are pushed; the list
// is polled only while the stream is down (core's useNotices).
import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { requestAccountSettings, useNotices, useT } from '@lingua/core';
import '../texts/account-texts.ts';
import { NoticeRow } from './notice-row.tsx';

export interface NoticesBellProps {
  /** Prefix of the items' paths: '' inside the portal (default), the portal's address on another site. */
  portalUrl?: string;
  /** Opens an item inside the portal without a page load. */
  onNavigate?: (path: string) => void;
}

export function NoticesBell({ portalUrl = '', onNavigate }: NoticesBellProps) {
  const t = useT();
  const { list, markRead, markAllRead, streaming } = useNotices();
  const unread = list.data?.unread ?? 0;
  const notices = list.data?.notices ?? [];
  const label = unread ? t('account.notices.bellUnread', { count: unread }) : t('account.notices.bell');
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={360} position="bottom-end" shadow="md" trapFocus returnFocus opened={opened} onDismiss={() => setOpened(false)}>
      <Popover.Target>
        <ActionIcon part="bell" variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={!unread} color="red" offset={2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('account.notices.heading')} role="dialog">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t('account.notices.heading')}</Text>
          <Button size="compact-xs" variant="light" disabled={!unread} onClick={() => void markAllRead()}>
            {t('account.notices.markAllRead')}
          </Button>
        </Group>
        {notices.length ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
            {notices.map((n) => (
              <NoticeRow key={n.id} notice={n} portalUrl={portalUrl} onNavigate={onNavigate} onRead={(id) => void markRead(id)} />
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('account.notices.none')}
          </Text>
        )}
        <Group justify="space-between" mt="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {streaming ? t('account.notices.live') : t('account.notices.polling')}
          </Text>
          <PreferencesLink portalUrl={portalUrl} onOpen={() => setOpened(false)} />
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The notice preferences (the settings' Notices tab): inside the portal the panel opens over the page; on another
 * site the link opens the portal on that tab (the query the notice mails use, decision 140).
 */
function PreferencesLink({ portalUrl, onOpen }: { portalUrl: string; onOpen: () => void }) {
  const t = useT();
  if (portalUrl) {
    return (
      <Anchor size="xs" href={`${portalUrl}/?settings=notices`}>
        {t('account.notices.preferencesLink')}
      </Anchor>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={() => {
        onOpen();
        requestAccountSettings('notices');
      }}
    >
      {t('account.notices.preferencesLink')}
    </Anchor>
  );
}
