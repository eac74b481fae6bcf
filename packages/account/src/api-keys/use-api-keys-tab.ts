// The API keys tab's conversation with the server (issue 37 §1): the company's keys, creating one (its secret is
// kept in the tab's state only, to be shown once) and revoking one — each followed by a fresh read of the list.
import { useReducer } from 'react';
import { usePagedList } from '@lingua/core';
import { createApiKey, revokeApiKey, useApiKeys } from '../api/api-keys.ts';
import { useDialogSubmit } from '../glossaries/use-dialog-submit.ts';
import { API_KEYS_PAGE_SIZES, apiKeysReducer, createBody, formErrors, initialApiKeysState, matchesKey } from './api-keys-state.ts';

export function useApiKeysTab() {
  const keys = useApiKeys();
  const [state, dispatch] = useReducer(apiKeysReducer, undefined, initialApiKeysState);
  const list = usePagedList(keys.data, matchesKey, API_KEYS_PAGE_SIZES[0]);
  const submit = useDialogSubmit();
  // Each change, then a fresh read of the list; a refusal stays in `submit.failure` to be shown.
  const run = (work: () => Promise<void>) =>
    submit.run(async () => {
      await work();
      await keys.mutate();
    });
  return {
    state,
    dispatch,
    keys,
    list,
    submit,
    errors: state.tried ? formErrors(state.form) : {},
    create: () => {
      dispatch({ type: 'tried' });
      if (Object.keys(formErrors(state.form)).length) return;
      void run(async () => {
        const made = await createApiKey(createBody(state.form, new Date()));
        dispatch({ type: 'created', name: made.key.name, secret: made.secret });
      });
    },
    revoke: () => {
      const key = state.revoking;
      if (key) void run(async () => {
        await revokeApiKey(key.id);
        dispatch({ type: 'revoke', key: null });
      });
    },
  };
}

export type ApiKeysTabModel = ReturnType<typeof useApiKeysTab>;
