// The API keys tab's conversation with the server (decisions 133, 137): the company's keys, creating one (its secret is
// kept in the tab's state only, to be shown once) and revoking one — each followed by a fresh read of the list.
import { usePagedList } from '@lingua/core';
import { createApiKey, useApiKeys } from '../api/api-keys.ts';
import { API_KEYS_PAGE_SIZES, createBody, formErrors, matchesKey } from './api-keys-state.ts';
import { useKeyRevoke } from './use-key-revoke.ts';

export function useApiKeysTab() {
  const keys = useApiKeys();
  const changes = useKeyRevoke(() => keys.mutate());
  const { state, dispatch, run } = changes;
  const list = usePagedList(keys.data, matchesKey, API_KEYS_PAGE_SIZES[0]);
  return {
    ...changes,
    keys,
    list,
    errors: state.tried ? formErrors(state.form) : {},
    create: () => {
      dispatch({ type: 'tried' });
      if (Object.keys(formErrors(state.form)).length) return;
      void run(async () => {
        const made = await createApiKey(createBody(state.form, new Date()));
        dispatch({ type: 'created', name: made.key.name, secret: made.secret });
      });
    },
  };
}

export type ApiKeysTabModel = ReturnType<typeof useApiKeysTab>;
