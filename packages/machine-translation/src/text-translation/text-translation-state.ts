// The text translation form as pure state (spec 3 §2.2, §5): the text, the source (or auto-detect), the target,
// the last result and the problems found on Translate. The length limit is shown as soon as it is passed, so
// it is a property of the state (`overBy`), not only a problem found on submit.
import type { TranslateTextResponse } from '@lingua/contract';

/** Value of the source select that asks the server to detect the language. */
export const AUTO_DETECT = 'auto';

export type TextProblem = 'textRequired' | 'tooLong';
export type TargetProblem = 'targetRequired';

export interface FieldProblems {
  text?: TextProblem | undefined;
  target?: TargetProblem | undefined;
}

export interface TextTranslationState {
  text: string;
  source: string;
  target: string | null;
  result: TranslateTextResponse | null;
  problems: FieldProblems;
}

export type TextTranslationAction =
  | { type: 'text'; text: string }
  | { type: 'source'; source: string | null }
  | { type: 'target'; target: string | null }
  | { type: 'checked'; problems: FieldProblems }
  | { type: 'translated'; result: TranslateTextResponse }
  | { type: 'clear' };

export const initialTextTranslation: TextTranslationState = { text: '', source: AUTO_DETECT, target: null, result: null, problems: {} };

export function textTranslationReducer(state: TextTranslationState, action: TextTranslationAction): TextTranslationState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text, problems: { ...state.problems, text: undefined } };
    case 'source':
      return { ...state, source: action.source ?? AUTO_DETECT };
    case 'target':
      return { ...state, target: action.target, problems: { ...state.problems, target: undefined } };
    case 'checked':
      return { ...state, problems: action.problems };
    case 'translated':
      return { ...state, result: action.result };
    case 'clear':
      return { ...state, text: '', result: null, problems: {} };
  }
}

/** Characters past the limit (0 within it, or while the limit is not known yet). */
export function overBy(text: string, max: number | undefined): number {
  return max === undefined ? 0 : Math.max(0, text.length - max);
}

/** What stops a Translate: no text, text past the limit, no target. */
export function problemsOf(state: TextTranslationState, max: number | undefined): FieldProblems {
  const text: TextProblem | undefined = state.text.trim() === '' ? 'textRequired' : overBy(state.text, max) > 0 ? 'tooLong' : undefined;
  return { text, target: state.target ? undefined : 'targetRequired' };
}

/** The request body of a Translate, from a state without problems. */
export function translateBody(state: TextTranslationState) {
  return { text: state.text, sourceLanguageCode: state.source === AUTO_DETECT ? null : state.source, targetLanguageCode: state.target! };
}
