// GET /userAccount/organizationClientContacts/{clientContactId}/indentitySettings (spec 1 §7, path spelt so):
// whether a contact's account and MFA are enabled.
import { calls, fillPath } from '@lingua/contract';
import type { IdentitySettings, OrganizationClientContact } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of one contact's identity settings (with the MFA status, which the row actions need). */
export function indentitySettingsKey(contact: Pick<OrganizationClientContact, 'id' | 'email'>) {
  return [fillPath(calls.getIndentitySettings.path, { clientContactId: contact.id }), { email: contact.email, includeMfaStatus: true }] as const;
}

/** Fetches one contact's identity settings. */
export function fetchIndentitySettings(contact: Pick<OrganizationClientContact, 'id' | 'email'>): Promise<IdentitySettings> {
  const [path, query] = indentitySettingsKey(contact);
  return api.get<IdentitySettings>(path, { query });
}

/** Hook: one contact's identity settings. */
export function useIndentitySettings(contact: Pick<OrganizationClientContact, 'id' | 'email'>): SWRResponse<IdentitySettings> {
  return useSWR<IdentitySettings>(indentitySettingsKey(contact), () => fetchIndentitySettings(contact));
}
