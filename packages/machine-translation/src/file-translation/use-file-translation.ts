// The document translation form's conversation with the server: its limits, the languages the file engine
// serves and the chosen source's combinations, and the submission (uploads with progress, then the request),
// over the pure state of file-translation-state.ts.
import { useReducer } from 'react';
import type { FormEvent } from 'react';
import type { JobRequest } from '@lingua/contract';
import { refusedUploadName } from '@lingua/core/refused-upload';
import { enabledLanguagesByName, nameOfLanguage, useLanguages, useRevalidateJobRequests } from '@lingua/core';
import { useFileLanguageCombinations } from '../api/get-language-combinations.ts';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { addFiles, requestNameFor } from './file-rules.ts';
import { fileTranslationReducer, hasProblems, initialFileTranslation, problemsOf, targetOptionsFor } from './file-translation-state.ts';
import { submitFileRequest } from './submit-file-request.ts';

export function useFileTranslation(onSubmitted?: (jobRequest: JobRequest | undefined) => void) {
  const settings = useMachineTranslationSettings();
  const languages = useLanguages({ xl8FileTranslationIdExists: true });
  const revalidate = useRevalidateJobRequests();
  const [state, dispatch] = useReducer(fileTranslationReducer, initialFileTranslation);
  // Spec 3 §7: the combinations call takes the source language; only the chosen source's targets are fetched.
  const combinations = useFileLanguageCombinations(state.source);
  const byId = new Map(enabledLanguagesByName(languages.data ?? []).map((language) => [language.id, language]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(state);
    dispatch({ type: 'checked', problems });
    if (hasProblems(problems)) return;
    try {
      const body = { requestName: requestNameFor(state.files), files: state.files, sourceLanguageId: state.source!, targetLanguageIds: state.targets };
      const created = await submitFileRequest(body, (percent, phase) => dispatch({ type: 'progress', percent, phase }));
      dispatch({ type: 'submitted' });
      void revalidate();
      onSubmitted?.(created);
    } catch (error) {
      dispatch({ type: 'failed', error, refused: refusedUploadName(error, state.files.map((f) => f.name)) });
    }
  };
  return {
    settings,
    languages,
    combinations,
    state,
    dispatch,
    // The sources are the languages the file engine serves (GET /languages with xl8FileTranslationIdExists).
    sourceOptions: [...byId.values()].map((language) => ({ value: language.id, label: nameOfLanguage(language) })),
    targetOptions: targetOptionsFor(state.source, combinations.data ?? {}, byId),
    busy: state.progress !== null && state.progress.phase !== 'done',
    drop: (incoming: File[]) => settings.data && dispatch({ type: 'dropped', ...addFiles(state.files, incoming, settings.data) }),
    submit,
  };
}

export type FileTranslationModel = ReturnType<typeof useFileTranslation>;
