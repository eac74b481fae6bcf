// The Notices tab (decision 140): which notices also reach the user by e-mail; the bell shows them all.
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert, useT } from '@lingua/core';
import { noticeKey } from '../texts/account-texts.ts';
import { useNoticesTab } from './use-notices-tab.ts';

export function NoticesTab() {
  const t = useT();
  const model = useNoticesTab();
  const { preferences, shown, submit } = model;
  if (preferences.error) return <ErrorAlert error={preferences.error} onRetry={() => void preferences.mutate()} />;
  if (!preferences.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={24} w={220} />
        <Skeleton h={96} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('account.notices.intro')}
      </Text>
      <Checkbox.Group label={t('account.notices.mailHeading')} value={[...shown]} onChange={() => undefined}>
        <Stack gap="xs" mt="xs">
          {model.offered.map((event) => (
            <Checkbox key={event} value={event} label={t(`account.notices.choice.${noticeKey(event)}`)} onChange={(e) => model.toggle(event, e.currentTarget.checked)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {submit.failure ? <ErrorAlert error={submit.failure} /> : null}
      {model.state.saved ? (
        <Alert color="green" role="status">
          {t('account.notices.saved')}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={model.save} loading={submit.busy} disabled={model.state.edited === null}>
          {t('account.notices.save')}
        </Button>
      </Group>
    </Stack>
  );
}
