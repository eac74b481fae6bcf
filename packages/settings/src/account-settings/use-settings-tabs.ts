import { useEffectiveUser, useUserAccount } from '@lingua/core';

/** A tab of the account settings panel. */
export type AccountSettingsTab = 'profile' | 'languageGroups' | 'organizationUsers' | 'glossaries' | 'apiKeys' | 'webhooks' | 'notices' | 'auditTrail' | 'files' | 'quality';

/**
 * The tabs the user sees (spec 1 §2): Organization Users only for a non-federated CLIENT whose client
 * configuration enables organisation management; Glossaries for a CLIENT of a company (decision 134); API keys
 * and Webhooks for such a CLIENT not signed in through a federation (decision 137), and the company's Audit trail
 * (decision 182), Files (decision 183) and Quality history (decision 187); Notices for everyone (decision 140).
 */
export function useSettingsTabs(): AccountSettingsTab[] {
  const user = useEffectiveUser();
  const account = useUserAccount(!!user);
  const roles = account.data?.roles ?? user?.roles ?? [];
  const federated = account.data?.isFederatedSsoAccount ?? user?.isFederatedSsoAccount ?? true;
  const orgUsers = !federated && account.data?.clientConfig?.isOrgManagementEnabled === true && roles.includes('CLIENT');
  const glossaries = roles.includes('CLIENT') && !!account.data?.clientConfig;
  const integrations = glossaries && !federated;
  return [
    'profile',
    'languageGroups',
    'notices',
    ...(orgUsers ? (['organizationUsers'] as const) : []),
    ...(glossaries ? (['glossaries'] as const) : []),
    ...(integrations ? (['apiKeys', 'webhooks', 'auditTrail', 'files', 'quality'] as const) : []),
  ];
}
