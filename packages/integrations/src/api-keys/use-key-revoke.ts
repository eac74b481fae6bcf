// Revoking a key, shared by the client admin's tab and the staff page (decision 152): the key asked about, the
// confirmation's busy state and refusal, and a fresh read of the list after the change.
import { useReducer } from 'react';
import type { ApiKey } from '@lingua/contract';
import { removeApiKey, revokeApiKey } from '../api/api-keys.ts';
import { useDialogSubmit } from '@lingua/core';
import { apiKeysReducer, initialApiKeysState } from './api-keys-state.ts';

export function useKeyRevoke(reload: () => Promise<unknown>) {
  const [state, dispatch] = useReducer(apiKeysReducer, undefined, initialApiKeysState);
  const submit = useDialogSubmit();
  // Each change, then a fresh read of the list; a refusal stays in `submit.failure` to be shown.
  const run = (work: () => Promise<void>) =>
    submit.run(async () => {
      await work();
      await reload();
    });
  const revoke = () => {
    const key = state.revoking;
    if (key) void run(async () => {
      await revokeApiKey(key.id);
      dispatch({ type: 'revoke', key: null });
    });
  };
  // A key that no longer works leaves the list at once: nothing is lost that Revoke had not already ended.
  const remove = (key: ApiKey) =>
    run(async () => {
      await removeApiKey(key.id);
    });
  return { state, dispatch, submit, run, revoke, remove };
}

export type KeyRevokeModel = ReturnType<typeof useKeyRevoke>;
