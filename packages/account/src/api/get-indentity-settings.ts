// GET /userAccount/organizationClientContacts/{clientContactId}/indentitySettings (spec 1 §7, path spelt so):
// whether a contact's account and MFA are enabled.
import { calls } from '@lingua/contract';
import type { IdentitySettings, OrganizationClientContact } from '@lingua/contract';
import { callApi, callKey, useCall } from '@lingua/core';
import type { CallKey } from '@lingua/core';
import type { SWRResponse } from 'swr';

type Contact = Pick<OrganizationClientContact, 'id' | 'email'>;

// With the MFA status, which the row actions need.
const input = (contact: Contact) => ({
  params: { clientContactId: contact.id },
  query: { email: contact.email, includeMfaStatus: true },
});

/** SWR key of one contact's identity settings. */
export function indentitySettingsKey(contact: Contact): CallKey {
  return callKey(calls.getIndentitySettings, input(contact));
}

/** Fetches one contact's identity settings. */
export function fetchIndentitySettings(contact: Contact): Promise<IdentitySettings> {
  return callApi(calls.getIndentitySettings, input(contact));
}

/** Hook: one contact's identity settings. */
export function useIndentitySettings(contact: Contact): SWRResponse<IdentitySettings> {
  return useCall(calls.getIndentitySettings, input(contact));
}
