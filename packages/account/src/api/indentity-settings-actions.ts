// POST .../indentitySettings/actions/{disableMfa|enableAccount|disableAccount} (spec 1 §4, §7): body {username}.
import { calls } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import type { IdentitySettings, OrganizationClientContact } from '@lingua/contract';
import { indentitySettingsKey } from './get-indentity-settings.ts';

/** The three row actions of the Organization Users tab. */
export type IdentitySettingsAction = 'disableMfa' | 'enableAccount' | 'disableAccount';

// Named one by one: the browser build serves the contract's calls one module each, and reading `calls` by a
// variable would make the tab load every call of the contract (decision 172).
const ACTION_CALLS = { disableMfa: calls.disableMfa, enableAccount: calls.enableAccount, disableAccount: calls.disableAccount };

/** Runs one action on a contact's account. */
export async function runIndentitySettingsAction(action: IdentitySettingsAction, clientContactId: string, username: string): Promise<void> {
  await callApi(ACTION_CALLS[action], { params: { clientContactId }, body: { username } });
}

/** Mutation hook for one contact; its identity settings are revalidated afterwards. */
export function useIndentitySettingsAction(contact: Pick<OrganizationClientContact, 'id' | 'email'>, settings: IdentitySettings | undefined) {
  return useSWRMutation(
    indentitySettingsKey(contact),
    (_key: unknown, { arg }: { arg: IdentitySettingsAction }) => {
      // The actions are offered only once the settings (and so the username) are known.
      if (!settings) return Promise.reject(new Error('Identity settings are not loaded'));
      return runIndentitySettingsAction(arg, contact.id, settings.username);
    },
    { populateCache: false, revalidate: true },
  );
}
