// A company's glossaries (decision 134): GET and the changes under /clientConfigs/{clientId}/glossaries.
import { calls } from '@lingua/contract';
import type { CreateGlossaryBody, GlossaryEntriesQuery, GlossaryEntryBody, GlossaryFileFormat, ImportGlossaryBody } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

/** The company's glossaries; null waits (the company is not known yet). */
export function useGlossaries(clientId: string | null) {
  return useCall(calls.listGlossaries, clientId === null ? null : { params: { clientId } });
}

/** One page of a glossary's entries. */
export function useGlossaryEntries(clientId: string | null, glossaryId: string | undefined, query: GlossaryEntriesQuery) {
  return useCall(calls.listGlossaryEntries, clientId === null || !glossaryId ? null : { params: { clientId, glossaryId }, query });
}

export const createGlossary = (clientId: string, body: CreateGlossaryBody) => callApi(calls.createGlossary, { params: { clientId }, body });

export function saveGlossaryEntry(clientId: string, glossaryId: string, entryId: string | null, body: GlossaryEntryBody) {
  return entryId === null
    ? callApi(calls.createGlossaryEntry, { params: { clientId, glossaryId }, body })
    : callApi(calls.updateGlossaryEntry, { params: { clientId, glossaryId, entryId }, body });
}

export const deleteGlossary = (clientId: string, glossaryId: string) => callApi(calls.deleteGlossary, { params: { clientId, glossaryId } });

export const deleteGlossaryEntry = (clientId: string, glossaryId: string, entryId: string) => callApi(calls.deleteGlossaryEntry, { params: { clientId, glossaryId, entryId } });

export const importGlossary = (clientId: string, glossaryId: string, body: ImportGlossaryBody) => callApi(calls.importGlossary, { params: { clientId, glossaryId }, body });

export const exportGlossary = (clientId: string, glossaryId: string, format: GlossaryFileFormat) => callApi(calls.exportGlossary, { params: { clientId, glossaryId }, query: { format } });
