import { useEffectiveUser, useUserAccount } from '@lingua/core';

/** A tab of the account settings panel. */
export type AccountSettingsTab = 'profile' | 'languageGroups' | 'organizationUsers' | 'glossaries' | 'apiKeys' | 'webhooks' | 'notices';

/**
 * The tabs the user sees (spec 1 §2): Organization Users only for a non-federated account whose client
 * configuration enables organisation management and whose roles include CLIENT; Glossaries for a CLIENT of a
 * company (issue 40 §1).
 */
export function useSettingsTabs(): AccountSettingsTab[] {
  const user = useEffectiveUser();
  const account = useUserAccount(!!user);
  const roles = account.data?.roles ?? user?.roles ?? [];
  const federated = account.data?.isFederatedSsoAccount ?? user?.isFederatedSsoAccount ?? true;
  const orgUsers = !federated && account.data?.clientConfig?.isOrgManagementEnabled === true && roles.includes('CLIENT');
  // Issue 40 §1: a client administrator manages the company's glossaries.
  const glossaries = roles.includes('CLIENT') && !!account.data?.clientConfig;
  // Issue 37: a client admin (CLIENT, not federated) manages the company's API keys and webhooks.
  const integrations = glossaries && !federated;
  return [
    'profile',
    'languageGroups',
    // Issue 37 §3: every signed-in person chooses which notices mail them.
    'notices',
    ...(orgUsers ? (['organizationUsers'] as const) : []),
    ...(glossaries ? (['glossaries'] as const) : []),
    ...(integrations ? (['apiKeys', 'webhooks'] as const) : []),
  ];
}
