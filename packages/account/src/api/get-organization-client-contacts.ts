// GET /userAccount/organizationClientContacts (spec 1 §7): the client contacts of the user's organisation.
import { calls } from '@lingua/contract';
import type { OrganizationClientContact } from '@lingua/contract';
import { callApi, callKey, useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** SWR key of the contact list. */
export const ORGANIZATION_CLIENT_CONTACTS_KEY = callKey(calls.getOrganizationClientContacts, {});

/** Fetches the organisation's contacts. */
export function fetchOrganizationClientContacts(): Promise<OrganizationClientContact[]> {
  return callApi(calls.getOrganizationClientContacts, {});
}

/** Hook: the organisation's contacts. */
export function useOrganizationClientContacts(): SWRResponse<OrganizationClientContact[]> {
  return useCall(calls.getOrganizationClientContacts, {});
}
