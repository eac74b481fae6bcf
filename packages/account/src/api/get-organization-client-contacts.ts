// GET /userAccount/organizationClientContacts (spec 1 §7): the client contacts of the user's organisation.
import { calls } from '@lingua/contract';
import type { OrganizationClientContact } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the contact list. */
export const ORGANIZATION_CLIENT_CONTACTS_KEY = calls.getOrganizationClientContacts.path;

/** Fetches the organisation's contacts. */
export function fetchOrganizationClientContacts(): Promise<OrganizationClientContact[]> {
  return api.get<OrganizationClientContact[]>(calls.getOrganizationClientContacts.path);
}

/** Hook: the organisation's contacts. */
export function useOrganizationClientContacts(): SWRResponse<OrganizationClientContact[]> {
  return useSWR<OrganizationClientContact[]>(ORGANIZATION_CLIENT_CONTACTS_KEY, fetchOrganizationClientContacts);
}
