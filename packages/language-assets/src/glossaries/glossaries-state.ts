// The Glossaries tab (decision 134) as pure state: which glossary is shown, its entries' search and page (core's
// paged list state, paged on the server), which dialog is open, and what a form or an import answer means.
import { directionOf, getLanguage, nameOfLanguage, pagedListReducer, type PagedListAction, type PagedListState } from '@lingua/core';
import type { Glossary, GlossaryEntry, GlossaryEntryBody, GlossaryFileFormat, Language } from '@lingua/contract';

export type GlossaryDialog =
  | { kind: 'entry'; entry: GlossaryEntry | null }
  | { kind: 'delete'; entry: GlossaryEntry }
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'deleteGlossary'; glossary: Glossary }
  | null;

/** What the last change did, said once under the bar; focus goes where the person works next. */
export type GlossaryOutcome = { kind: 'imported'; count: number } | { kind: 'deletedGlossary'; name: string } | { kind: 'deletedTerm'; term: string } | null;

export interface GlossariesState {
  /** The glossary chosen; null shows the first. */
  glossaryId: string | null;
  list: PagedListState;
  dialog: GlossaryDialog;
  outcome: GlossaryOutcome;
}

export type GlossariesAction =
  | { type: 'choose'; glossaryId: string }
  | { type: 'list'; action: PagedListAction }
  | { type: 'open'; dialog: GlossaryDialog }
  | { type: 'done'; outcome: GlossaryOutcome };

export const initialGlossariesState = (pageSize: number): GlossariesState => ({ glossaryId: null, list: { query: '', pageSize, page: 1 }, dialog: null, outcome: null });

export function glossariesReducer(state: GlossariesState, action: GlossariesAction): GlossariesState {
  switch (action.type) {
    case 'choose':
      // Another glossary starts on its first page with no search.
      return { ...state, glossaryId: action.glossaryId, list: { ...state.list, query: '', page: 1 }, outcome: null };
    case 'list':
      return { ...state, list: pagedListReducer(state.list, action.action) };
    case 'open':
      return { ...state, dialog: action.dialog, outcome: action.dialog ? null : state.outcome };
    case 'done':
      // The change is done: its dialog closes and what it did is said.
      return { ...state, dialog: null, outcome: action.outcome };
  }
}

/** The glossary shown: the chosen one while it exists, else the first. */
export function shownGlossary(glossaries: readonly Glossary[] | undefined, id: string | null): Glossary | undefined {
  return glossaries?.find((g) => g.id === id) ?? glossaries?.[0];
}

/** "English → Spanish", by the language table's names (the id while they load); right to left "←" (decision 189). */
export function glossaryName(glossary: Pick<Glossary, 'sourceLanguageId' | 'targetLanguageId'>, languages: readonly Language[] | undefined): string {
  const name = (id: string) => {
    const language = languages?.find((l) => l.id === id);
    return language ? nameOfLanguage(language) : id;
  };
  return `${name(glossary.sourceLanguageId)} ${directionOf(getLanguage()) === 'rtl' ? '←' : '→'} ${name(glossary.targetLanguageId)}`;
}

/** What the paged list footer shows for a page of `count` entries out of `total`. */
export function pageFigures(list: PagedListState, count: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const current = Math.min(list.page, pages);
  const from = count ? (current - 1) * list.pageSize + 1 : 0;
  return { pages, current, from, to: count ? from + count - 1 : 0, total };
}

export interface EntryValues {
  sourceTerm: string;
  targetTerm: string;
  doNotTranslate: boolean;
  caseSensitive: boolean;
  note: string;
}

export const entryValues = (entry: GlossaryEntry | null): EntryValues => ({
  sourceTerm: entry?.sourceTerm ?? '',
  targetTerm: entry?.targetTerm ?? '',
  doNotTranslate: entry?.doNotTranslate ?? false,
  caseSensitive: entry?.caseSensitive ?? false,
  note: entry?.note ?? '',
});

/** The catalogue key of what is wrong with a form's values, by field; empty when it can be saved. */
export function entryErrors(values: EntryValues): Partial<Record<'sourceTerm' | 'targetTerm', string>> {
  const errors: Partial<Record<'sourceTerm' | 'targetTerm', string>> = {};
  if (!values.sourceTerm.trim()) errors.sourceTerm = 'common.validation.required';
  if (!values.doNotTranslate && !values.targetTerm.trim()) errors.targetTerm = 'languageAssets.glossaries.targetRequired';
  return errors;
}

export const entryBody = (values: EntryValues): GlossaryEntryBody => ({
  sourceTerm: values.sourceTerm.trim(),
  targetTerm: values.doNotTranslate ? '' : values.targetTerm.trim(),
  doNotTranslate: values.doNotTranslate,
  caseSensitive: values.caseSensitive,
  note: values.note.trim(),
});

/** The format of an import by its file name; undefined for a file that is neither CSV nor TBX. */
export function importFormatOf(fileName: string): GlossaryFileFormat | undefined {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'tbx' || ext === 'xml') return 'tbx';
  return undefined;
}

/** A refused import's message: its summary, then one error per line (the server lists them so). */
export function importErrors(message: string): { summary: string; errors: string[] } {
  const [summary = '', ...errors] = message.split('\n');
  return { summary, errors };
}

const FILE_REFUSALS = new Set(['INVALID_GLOSSARY_FILE', 'INVALID_TMX_FILE']);

/** The errors of a file the server refused (a glossary or TMX file it listed errors of); null otherwise. */
export function refusedImport(error: unknown): { summary: string; errors: string[] } | null {
  const body = (error as { body?: { message?: unknown; errorCode?: unknown } } | null)?.body;
  if (!FILE_REFUSALS.has(String(body?.errorCode)) || typeof body?.message !== 'string') return null;
  return importErrors(body.message);
}
