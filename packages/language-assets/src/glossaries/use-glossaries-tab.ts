// The Glossaries tab's conversation with the server (decision 134): the company's glossaries, one page of the
// shown glossary's entries, and the changes — each followed by a fresh read of what it changed.
import { useEffect, useReducer, useRef } from 'react';
import { GLOSSARY_PAGE_SIZES, type CreateGlossaryBody, type Glossary, type GlossaryEntry, type GlossaryFileFormat } from '@lingua/contract';
import { useLanguages, useUserAccount } from '@lingua/core';
import { createGlossary, deleteGlossary, deleteGlossaryEntry, exportGlossary, importGlossary, saveGlossaryEntry, useGlossaries, useGlossaryEntries } from '../api/glossaries.ts';
import { readText, saveFile } from './browser-files.ts';
import { entryBody, glossariesReducer, glossaryName, importFormatOf, initialGlossariesState, pageFigures, shownGlossary, type EntryValues, type GlossaryOutcome } from './glossaries-state.ts';

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
  const focus = useFocusAfter(state.outcome);
  return {
    focus,
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
      dispatch({ type: 'done', outcome: { kind: 'deletedTerm', term: entry.sourceTerm } });
    },
    deleteGlossary: async (glossary: Glossary) => {
      await deleteGlossary(clientId!, glossary.id);
      await glossaries.mutate();
      dispatch({ type: 'done', outcome: { kind: 'deletedGlossary', name: glossaryName(glossary, languages.data) } });
    },
    importFile: async (file: File) => {
      const { imported } = await importGlossary(ids().clientId, ids().glossaryId, { format: importFormatOf(file.name) ?? 'csv', content: await readText(file) });
      await refresh();
      dispatch({ type: 'done', outcome: { kind: 'imported', count: imported } });
    },
    exportFile: async (format: GlossaryFileFormat) => saveFile(await exportGlossary(ids().clientId, ids().glossaryId, format)),
  };
}

/**
 * Where the focus goes once a deletion removed the button that opened its dialog: the list the person came from
 * (the glossaries' choice, or "New glossary" when none is left; the terms' search).
 */
function useFocusAfter(outcome: GlossaryOutcome) {
  const glossary = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const create = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (outcome?.kind === 'deletedGlossary') (glossary.current ?? create.current)?.focus();
    if (outcome?.kind === 'deletedTerm') search.current?.focus();
  }, [outcome]);
  return { glossary, search, create };
}

export type GlossariesTab = ReturnType<typeof useGlossariesTab>;
