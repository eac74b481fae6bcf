// The new key's form (decisions 133, 137): a name, the scopes and the expiry (at most a year).
import { Anchor, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES, type ApiKeyScope } from '@lingua/contract';
import { formSubmit, getConfig, useT } from '@lingua/core';
import { EXPIRY_DAYS } from './api-keys-state.ts';
import type { ApiKeysTabModel } from './use-api-keys-tab.ts';

export function ApiKeyForm({ model }: { model: ApiKeysTabModel }) {
  const t = useT();
  const { form } = model.state;
  const set = (change: Partial<typeof form>) => model.dispatch({ type: 'form', form: change });
  return (
    <form noValidate onSubmit={formSubmit(model.create)}>
      <Stack gap="sm">
        <TextInput label={t('integrations.apiKeys.name')} value={form.name} maxLength={API_KEY_NAME_MAX_LENGTH + 1} onChange={(e) => set({ name: e.currentTarget.value })} error={model.errors.name && t(model.errors.name)} required />
        <Checkbox.Group label={t('integrations.apiKeys.scopes')} value={form.scopes} onChange={(scopes) => set({ scopes: scopes as ApiKeyScope[] })} error={model.errors.scopes && t(model.errors.scopes)} required>
          <Stack gap="xs" mt={4}>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(`integrations.apiKeys.scope.${scope}`)} description={t(`integrations.apiKeys.scopeHelp.${scope}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Anchor href={`${getConfig().apiBase}/docs`} target="_blank" rel="noopener" size="sm">
          {t('integrations.apiKeys.scopesReference')}
        </Anchor>
        <Group align="end" gap="sm">
          <Select
            label={t('integrations.apiKeys.expiry')}
            data={EXPIRY_DAYS.map((d) => ({ value: String(d), label: t('integrations.apiKeys.days', { count: d }) }))}
            value={String(form.days)}
            onChange={(v) => v && set({ days: Number(v) })}
            allowDeselect={false}
            w={180}
          />
          <Button type="submit" loading={model.submit.busy}>
            {t('integrations.apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
