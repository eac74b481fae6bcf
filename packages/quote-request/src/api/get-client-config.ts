// GET /clientConfigs/{clientId} (spec 2 §7): the company of an external link.
import { calls, fillPath } from '@lingua/contract';
import type { ClientConfig } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const clientConfigKey = (clientId: string): string => fillPath(calls.getClientConfig.path, { clientId });
export const fetchClientConfig = (clientId: string): Promise<ClientConfig> => api.get<ClientConfig>(clientConfigKey(clientId));
export const useClientConfig = (clientId: string | null) =>
  useSWR(clientId ? clientConfigKey(clientId) : null, () => fetchClientConfig(clientId!));
