import { Badge, Group, Text } from '@mantine/core';
import { useEffectiveUser, useSession, useT } from '@lingua/core';

export interface SessionBadgeProps {
  /** Shows the user's e-mail next to the badge. Default false. */
  showEmail?: boolean;
}

/** A compact badge of the shared session's state, for host pages that show it in a toolbar. */
export function SessionBadge({ showEmail = false }: SessionBadgeProps) {
  const t = useT();
  const status = useSession((s) => s.status);
  const user = useEffectiveUser();
  const state =
    status === 'loading' ? t('widgets.sessionBadge.checking') : status === 'authenticated' ? t('widgets.sessionBadge.signedIn') : t('widgets.sessionBadge.signedOut');
  return (
    <Group gap="xs" wrap="nowrap">
      {/* teal.9 under white text is 5.0:1; every Mantine green stays under the 4.5:1 AA asks of small text. */}
      <Badge part="badge" color={status === 'authenticated' ? 'teal.9' : 'gray.8'} variant="filled" aria-label={t('widgets.sessionBadge.label', { state })}>
        {state}
      </Badge>
      {showEmail && status === 'authenticated' && user ? <Text fz="sm">{user.email}</Text> : null}
    </Group>
  );
}
