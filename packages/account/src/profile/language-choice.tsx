// The person's interface language (decision 189): stored by the server, so it follows them to every device and
// element; the page switches at once and the renewed ID token carries it from then on.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { calls } from '@lingua/contract';
import type { UiLanguage } from '@lingua/contract';
import { callApi, endonym, ErrorAlert, LANGUAGES, renewSession, sessionStore, useSession, useT, useUserAccount } from '@lingua/core';

const AUTOMATIC = 'automatic';

export function LanguageChoice() {
  const t = useT();
  const account = useUserAccount();
  const impersonating = useSession((s) => s.override !== null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>();
  if (impersonating) return null;

  async function choose(value: string | null) {
    const language = value === AUTOMATIC || !value ? null : (value as UiLanguage);
    setSaving(true);
    setError(undefined);
    try {
      await callApi(calls.setUserLanguage, { body: { language } });
      const user = sessionStore.getState().user;
      if (user) sessionStore.getState().setUser({ ...user, language: language ?? undefined });
      await account.mutate();
      // A failed renewal leaves the old claim until the token renews itself; the page already shows the choice.
      await renewSession().catch(() => undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Select
        label={t('account.profile.language')}
        description={t('account.profile.languageHint')}
        data={[{ value: AUTOMATIC, label: t('account.profile.languageAutomatic') }, ...LANGUAGES.map((language) => ({ value: language, label: endonym(language) }))]}
        value={account.data ? (account.data.language ?? AUTOMATIC) : null}
        onChange={(value) => void choose(value)}
        allowDeselect={false}
        disabled={saving || !account.data}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {error ? <ErrorAlert error={error} /> : null}
    </>
  );
}
