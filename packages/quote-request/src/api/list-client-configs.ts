// GET /clientConfigs?emailDomain= (spec 2 §4, §7): the companies matching a visitor's e-mail domain.
import { calls } from '@lingua/contract';
import type { ClientConfig } from '@lingua/contract';
import { api } from '@lingua/core';

/** Fetches the client configs of an e-mail domain (called once per Continue, so no hook). */
export function listClientConfigsByDomain(emailDomain: string): Promise<ClientConfig[]> {
  return api.get<ClientConfig[]>(calls.listClientConfigs.path, { query: { emailDomain } });
}
