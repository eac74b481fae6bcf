// The text translation's conversation with the server: its settings (the length limit), the languages the engine
// serves for text, and the Translate call, over the pure state of text-translation-state.ts.
import { useMemo, useReducer } from 'react';
import type { FormEvent } from 'react';
import type { TranslateTextResponse } from '@lingua/contract';
import { useLanguage, useLanguages } from '@lingua/core';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { useTranslateText } from '../api/translate-text.ts';
import { languageOptions } from '../languages.ts';
import { initialTextTranslation, overBy, problemsOf, textTranslationReducer, translateBody } from './text-translation-state.ts';

export function useTextTranslation(onTranslated?: (result: TranslateTextResponse) => void) {
  const settings = useMachineTranslationSettings();
  // intento id = served by the installed engine for text (the server clears it for languages the engine lacks).
  const languages = useLanguages({ intentoIdExists: true });
  const translate = useTranslateText();
  const [state, dispatch] = useReducer(textTranslationReducer, initialTextTranslation);
  // Named and sorted once per language list and shown language, not on every keystroke (decision 088); the
  // names read the shown language through nameOfLanguage, which the hook's rule cannot see.
  const shown = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const targetOptions = useMemo(() => languageOptions(languages.data), [languages.data, shown]);
  const max = settings.data?.maxCharactersPerRequest;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(state, max);
    dispatch({ type: 'checked', problems });
    if (problems.text || problems.target) return;
    try {
      const result = await translate.trigger(translateBody(state));
      dispatch({ type: 'translated', result });
      onTranslated?.(result);
    } catch {
      // Shown from translate.error.
    }
  };
  const clear = () => {
    dispatch({ type: 'clear' });
    translate.reset();
  };
  return { settings, languages, translate, state, dispatch, targetOptions, max, overBy: overBy(state.text, max), submit, clear };
}

export type TextTranslationModel = ReturnType<typeof useTextTranslation>;
