// The Glossaries tab's conversation with the server (decision 134): the company's glossaries, one page of the
// shown glossary's entries, and the changes — each followed by a fresh read of what it changed.
import { useReducer } from 'react';
import { GLOSSARY_PAGE_SIZES, type CreateGlossaryBody, type GlossaryEntry, type GlossaryFileFormat } from '@lingua/contract';
import { useLanguages, useUserAccount } from '@lingua/core';
import { createGlossary, deleteGlossaryEntry, exportGlossary, importGlossary, saveGlossaryEntry, useGlossaries, useGlossaryEntries } from '../api/glossaries.ts';
import { readText, saveFile } from './browser-files.ts';
import { entryBody, glossariesReducer, importFormatOf, initialGlossariesState, pageFigures, shownGlossary, type EntryValues } from './glossaries-state.ts';

export function useGlossariesTab() {
  const account = useUserAccount();
  const clientId = account.data?.clientConfig?.clientId ?? null;
  const [state, dispatch] = useReducer(glossariesReducer, GLOSSARY_PAGE_SIZES[0], initialGlossariesState);
  const glossaries = useGlossaries(clientId);
  const languages = useLanguages();
  const shown = shownGlossary(glossaries.data, state.glossaryId);
  const { query, page, pageSize } = state.list;
  const entries = useGlossaryEntries(clientId, shown?.id, { page, pageSize, ...(query.trim() ? { search: query.trim() } : {}) });
  const refresh = async () => {
    await Promise.all([entries.mutate(), glossaries.mutate()]);
    dispatch({ type: 'open', dialog: null });
  };
  const ids = () => ({ clientId: clientId!, glossaryId: shown!.id });
  return {
    state,
    dispatch,
    loading: account.isLoading || glossaries.isLoading,
    error: account.error ?? glossaries.error,
    retry: () => void glossaries.mutate(),
    glossaries: glossaries.data ?? [],
    languages: languages.data,
    shown,
    entries,
    figures: pageFigures(state.list, entries.data?.items.length ?? 0, entries.data?.totalItems ?? 0),
    create: async (body: CreateGlossaryBody) => {
      const made = await createGlossary(clientId!, body);
      await glossaries.mutate();
      dispatch({ type: 'choose', glossaryId: made.id });
      dispatch({ type: 'open', dialog: null });
    },
    saveEntry: async (entry: GlossaryEntry | null, values: EntryValues) => {
      await saveGlossaryEntry(ids().clientId, ids().glossaryId, entry?.id ?? null, entryBody(values));
      await refresh();
    },
    deleteEntry: async (entry: GlossaryEntry) => {
      await deleteGlossaryEntry(ids().clientId, ids().glossaryId, entry.id);
      await refresh();
    },
    importFile: async (file: File) => {
      await importGlossary(ids().clientId, ids().glossaryId, { format: importFormatOf(file.name) ?? 'csv', content: await readText(file) });
      await refresh();
    },
    exportFile: async (format: GlossaryFileFormat) => saveFile(await exportGlossary(ids().clientId, ids().glossaryId, format)),
  };
}

export type GlossariesTab = ReturnType<typeof useGlossariesTab>;
