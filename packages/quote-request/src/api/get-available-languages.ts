// GET /clientConfigs/{clientId}/availableLanguages (spec 2 §7): the language ids a client may order.
import { calls, fillPath } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const availableLanguagesKey = (clientId: string): string => fillPath(calls.getAvailableLanguages.path, { clientId });
export const fetchAvailableLanguages = (clientId: string): Promise<string[]> => api.get<string[]>(availableLanguagesKey(clientId));
export const useAvailableLanguages = (clientId: string | null | undefined) =>
  useSWR(clientId ? availableLanguagesKey(clientId) : null, () => fetchAvailableLanguages(clientId!));
