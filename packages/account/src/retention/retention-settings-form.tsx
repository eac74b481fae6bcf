// Keep the company's files N days after a request ends, or keep them (decision 183); the provider's maximum shown.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { calls, RETENTION_MAX_DAYS, type RetentionSettings } from '@lingua/contract';
import { callApi, ErrorAlert, useCall, useT } from '@lingua/core';
import '../texts/retention-texts.ts';

type Choice = 'keep' | 'days';

export function RetentionSettingsForm({ clientId }: { clientId: string }) {
  const t = useT();
  const settings = useCall(calls.getRetentionSettings, { params: { clientId } });
  let body;
  if (settings.error) body = <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  else if (settings.data) body = <SettingsForm clientId={clientId} settings={settings.data} onSaved={(next) => void settings.mutate(next, { revalidate: false })} />;
  else
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={24} />
        <Skeleton h={24} />
        <Skeleton h={36} w={200} />
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('retention.keepTitle')}
      </Title>
      {body}
    </Stack>
  );
}

function useSave(clientId: string, onSaved: (next: RetentionSettings) => void) {
  const [state, setState] = useState<{ busy: boolean; saved: boolean; failure: unknown }>({ busy: false, saved: false, failure: null });
  const save = async (fileRetentionDays: number | null) => {
    setState({ busy: true, saved: false, failure: null });
    try {
      onSaved(await callApi(calls.setRetentionSettings, { params: { clientId }, body: { fileRetentionDays } }));
      setState({ busy: false, saved: true, failure: null });
    } catch (failure) {
      setState({ busy: false, saved: false, failure });
    }
  };
  const edited = useCallback(() => setState((s) => (s.saved ? { ...s, saved: false } : s)), []);
  return { ...state, save, edited };
}

function SettingsForm({ clientId, settings, onSaved }: { clientId: string; settings: RetentionSettings; onSaved: (next: RetentionSettings) => void }) {
  const t = useT();
  const max = settings.providerMaximumDays;
  const limit = max ?? RETENTION_MAX_DAYS;
  const [choice, setChoice] = useState<Choice>(settings.fileRetentionDays === null ? 'keep' : 'days');
  const [days, setDays] = useState<number | string>(settings.fileRetentionDays ?? max ?? 30);
  const saving = useSave(clientId, onSaved);
  const { edited } = saving;
  useEffect(edited, [choice, days, edited]);
  const valid = choice === 'keep' || (Number(days) >= 1 && Number(days) <= limit);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void saving.save(choice === 'keep' ? null : Number(days));
      }}
    >
      <Stack gap="sm">
        <Radio.Group value={choice} onChange={(v) => setChoice(v as Choice)} aria-label={t('retention.keepTitle')}>
          <Stack gap="xs">
            <Radio value="keep" label={t('retention.keepForever')} />
            <Radio value="days" label={t('retention.keepDays')} />
          </Stack>
        </Radio.Group>
        {choice === 'days' ? <NumberInput label={t('retention.days')} value={days} onChange={setDays} min={1} max={limit} allowDecimal={false} allowNegative={false} required w={220} /> : null}
        {max === null ? null : <Text size="sm" c="dimmed">{t(choice === 'keep' ? 'retention.providerMaximumApplies' : 'retention.providerMaximum', { days: max })}</Text>}
        {saving.failure ? <ErrorAlert error={saving.failure} /> : null}
        <Group>
          <Button type="submit" loading={saving.busy} disabled={!valid}>
            {t('retention.save')}
          </Button>
          {saving.saved ? <Alert color="green" py={4} role="status">{t('retention.saved')}</Alert> : null}
        </Group>
      </Stack>
    </form>
  );
}
