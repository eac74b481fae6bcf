// The document translation form as pure state (spec 3 §2.2, §4.6, §5): source and targets (a non-English source
// forces English), the files with the messages of those refused, the problems found on submit, and the outcome
// of the last submission. The outcome (progress at 100 %, the success note) belongs to that submission: any
// change the user makes for the next request clears it.
import { MT_ENGLISH_LANGUAGE_ID, type Language } from '@lingua/contract';
import { nameOfLanguage, type SubmissionPhase } from '@lingua/core';
import { forcedTargets, targetLanguagesError, type RuleMessage } from './file-rules.ts';

export interface FileFormProblems {
  source?: RuleMessage | undefined;
  targets?: RuleMessage | undefined;
  files?: RuleMessage | undefined;
}

export interface FileTranslationState {
  source: string | null;
  targets: string[];
  files: File[];
  /** Why dropped files were refused. */
  fileMessages: RuleMessage[];
  problems: FileFormProblems;
  progress: { percent: number; phase: SubmissionPhase } | null;
  submitError: unknown;
  succeeded: boolean;
}

export type FileTranslationAction =
  | { type: 'source'; source: string | null }
  | { type: 'targets'; targets: string[] }
  | { type: 'dropped'; files: File[]; messages: RuleMessage[] }
  | { type: 'removed'; file: File }
  | { type: 'checked'; problems: FileFormProblems }
  | { type: 'progress'; percent: number; phase: SubmissionPhase }
  | { type: 'submitted' }
  | { type: 'failed'; error: unknown; refused?: string | undefined };

export const initialFileTranslation: FileTranslationState = { source: MT_ENGLISH_LANGUAGE_ID, targets: [], files: [], fileMessages: [], problems: {}, progress: null, submitError: null, succeeded: false };

/** The last submission's outcome is over once the user prepares the next request. */
const next = (state: FileTranslationState): FileTranslationState => (state.succeeded ? { ...state, succeeded: false, progress: null } : state);

export function fileTranslationReducer(state: FileTranslationState, action: FileTranslationAction): FileTranslationState {
  switch (action.type) {
    case 'source':
      // Spec 3 §4.6: a non-English source forces English; back to English, the user picks again.
      return { ...next(state), source: action.source, targets: forcedTargets(action.source) ?? state.targets.filter((id) => id !== action.source && id !== MT_ENGLISH_LANGUAGE_ID), problems: { ...state.problems, source: undefined, targets: undefined } };
    case 'targets':
      return { ...next(state), targets: action.targets, problems: { ...state.problems, targets: undefined } };
    case 'dropped':
      return { ...next(state), files: action.files, fileMessages: action.messages, progress: null, problems: action.files.length ? { ...state.problems, files: undefined } : state.problems };
    case 'removed':
      return { ...next(state), files: state.files.filter((f) => f !== action.file) };
    case 'checked':
      return { ...state, problems: action.problems };
    case 'progress':
      return { ...state, submitError: null, succeeded: false, progress: { percent: action.percent, phase: action.phase } };
    case 'submitted':
      // Spec 3 §4.6: the form resets after success.
      return { ...state, files: [], fileMessages: [], targets: forcedTargets(state.source) ?? [], succeeded: true, progress: { percent: 100, phase: 'done' } };
    case 'failed':
      // A file the malware scan refused is deleted on the server (decision 175): it leaves the list, the rest stay.
      return { ...state, submitError: action.error, progress: null, files: action.refused ? state.files.filter((f) => f.name !== action.refused) : state.files };
  }
}

/** What stops a submit: no source, the target rules, no files. */
export function problemsOf(state: FileTranslationState): FileFormProblems {
  return {
    source: state.source ? undefined : { key: 'machineTranslation.file.validation.sourceRequired' },
    targets: targetLanguagesError(state.source, state.targets),
    files: state.files.length === 0 ? { key: 'machineTranslation.file.validation.filesRequired' } : undefined,
  };
}

export const hasProblems = (p: FileFormProblems) => !!(p.source || p.targets || p.files);

/**
 * The targets offered for the source: what the engine serves from it (never the source itself), sorted by name
 * in the shown language,
 * and the forced English of a non-English source even where the combinations omit it.
 */
export function targetOptionsFor(source: string | null, combinations: Record<string, string[]>, byId: ReadonlyMap<string, Language>) {
  const options = (source ? (combinations[source] ?? []) : [])
    .filter((id) => id !== source && byId.has(id))
    .map((id) => ({ value: id, label: nameOfLanguage(byId.get(id)!) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  for (const id of forcedTargets(source) ?? []) if (!options.some((o) => o.value === id)) options.push({ value: id, label: byId.has(id) ? nameOfLanguage(byId.get(id)!) : id });
  return options;
}
