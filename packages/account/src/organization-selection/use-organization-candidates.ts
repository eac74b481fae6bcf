import useSWR from 'swr';
import { emailDomain } from '@lingua/contract';
import type { ClientStatus } from '@lingua/contract';
import { useEffectiveUser, fetchClientConfigs } from '@lingua/core';
import { fetchLinkedClients } from '../api/get-linked-clients.ts';

/** An organisation the user may pick. */
export interface OrganizationCandidate {
  clientId: string;
  name: string;
  status: ClientStatus;
}

/**
 * Spec 2 §2: the organisations a client user without a client configuration may pick: the ACTIVE clients linked to
 * the account, or else the ACTIVE clients matched by the e-mail domain (with the user's external groups).
 */
export async function fetchOrganizationCandidates(email: string, externalGroups: string[]): Promise<OrganizationCandidate[]> {
  const linked = (await fetchLinkedClients()).filter((c) => c.status === 'ACTIVE');
  if (linked.length > 0) return linked.map((c) => ({ clientId: c.clientId, name: c.clientName, status: c.status }));
  const matched = await fetchClientConfigs({
    emailDomain: emailDomain(email),
    ...(externalGroups.length > 0 ? { externalGroups: externalGroups.join(',') } : {}),
  });
  return matched.filter((c) => c.status === 'ACTIVE').map((c) => ({ clientId: c.clientId, name: c.companyName, status: c.status }));
}

/** Hook: the candidates of the signed-in user. */
export function useOrganizationCandidates() {
  const user = useEffectiveUser();
  return useSWR<OrganizationCandidate[]>(user ? ['organizationCandidates', user.email, user.externalGroups.join(',')] : null, () =>
    fetchOrganizationCandidates(user?.email ?? '', user?.externalGroups ?? []),
  );
}
