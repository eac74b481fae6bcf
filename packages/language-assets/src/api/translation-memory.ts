// A company's translation memory (decision 138): its size, TMX export and import, and deletion.
import { calls } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

/** The memory's size per language pair; null waits (the company is not known yet). */
export function useTranslationMemory(clientId: string | null) {
  return useCall(calls.getTranslationMemory, clientId === null ? null : { params: { clientId } });
}

export const exportTranslationMemory = (clientId: string) => callApi(calls.exportTranslationMemory, { params: { clientId } });

export const importTranslationMemory = (clientId: string, content: string) => callApi(calls.importTranslationMemory, { params: { clientId }, body: { content } });

export const deleteTranslationMemory = (clientId: string) => callApi(calls.deleteTranslationMemory, { params: { clientId } });
