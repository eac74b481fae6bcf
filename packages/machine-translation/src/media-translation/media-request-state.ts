// The media request form as pure state (spec 3 §2.2, §3, §5, §9); use-media-request-form.ts adds the server's
// settings and languages.
import { BASIC_SUBTITLE_FORMATS, DEFAULT_SUBTITLE_FORMAT, isAcceptedMediaFile } from '@lingua/contract';
import type { MediaProjectType, SubtitleFormat } from '@lingua/contract';
import type { SubmissionPhase } from '@lingua/core';
import type { MediaRequestInput } from './submit-media-request.ts';

export interface MediaRequestState {
  name: string;
  source: string | null;
  targets: string[];
  files: File[];
  /** Names of the files last dropped that the form does not take: refused, never listed. */
  refused: string[];
  subtitlesType: SubtitleFormat;
  moreOptions: boolean;
  /** The chosen voice by target language ('' once a choice is cleared). */
  voices: Record<string, string>;
  attempted: boolean;
  progress: { percent: number; phase: SubmissionPhase } | null;
  submitError: unknown;
}

export type MediaRequestAction =
  | { type: 'name'; name: string }
  | { type: 'source'; source: string | null }
  | { type: 'targets'; targets: string[] }
  | { type: 'dropped'; files: File[] }
  | { type: 'removed'; file: File }
  | { type: 'subtitlesType'; subtitlesType: SubtitleFormat }
  | { type: 'moreOptions' }
  | { type: 'voice'; languageId: string; voiceName: string | null }
  | { type: 'attempted' }
  | { type: 'submitting' }
  | { type: 'progress'; percent: number; phase: SubmissionPhase }
  | { type: 'submitted' }
  | { type: 'failed'; error: unknown; refused?: string | undefined };

// Spec 3 §9 "Default SRT", and §5 "subtitle type required where shown": the field shows for every type.
export const initialMediaRequest: MediaRequestState = {
  name: '',
  source: null,
  targets: [],
  files: [],
  refused: [],
  subtitlesType: DEFAULT_SUBTITLE_FORMAT,
  moreOptions: false,
  voices: {},
  attempted: false,
  progress: null,
  submitError: null,
};

function withDropped(files: readonly File[], dropped: readonly File[]): File[] {
  const all = [...files, ...dropped.filter((f) => isAcceptedMediaFile(f.name))];
  return all.filter((f, i) => all.findIndex((g) => g.name === f.name && g.size === f.size) === i);
}

export function mediaRequestReducer(state: MediaRequestState, action: MediaRequestAction): MediaRequestState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.name };
    case 'source':
      return { ...state, source: action.source, targets: state.targets.filter((id) => id !== action.source) };
    case 'targets':
      return { ...state, targets: action.targets };
    case 'dropped':
      return { ...state, files: withDropped(state.files, action.files), refused: action.files.filter((f) => !isAcceptedMediaFile(f.name)).map((f) => f.name) };
    case 'removed':
      return { ...state, files: state.files.filter((f) => f !== action.file), refused: [] };
    case 'subtitlesType':
      return { ...state, subtitlesType: action.subtitlesType };
    case 'moreOptions':
      return { ...state, moreOptions: !state.moreOptions };
    case 'voice':
      return { ...state, voices: { ...state.voices, [action.languageId]: action.voiceName ?? '' } };
    case 'attempted':
      return { ...state, attempted: true };
    case 'submitting':
      return { ...state, submitError: null };
    case 'progress':
      return { ...state, progress: { percent: action.percent, phase: action.phase } };
    case 'submitted':
      return { ...state, progress: { percent: 100, phase: 'done' } };
    case 'failed':
      // A file the malware scan refused is deleted on the server (decision 175): it leaves the list, the rest stay.
      return { ...state, submitError: action.error, progress: null, files: action.refused ? state.files.filter((f) => f.name !== action.refused) : state.files };
  }
}

/** The languages the request is for: a transcription's is its source (spec 3 §3), the others' the chosen targets. */
export function effectiveTargets(state: MediaRequestState, projectType: MediaProjectType): string[] {
  if (projectType !== 'TRANSCRIPTION') return state.targets;
  return state.source ? [state.source] : [];
}

export type MediaRequiredField = 'name' | 'source' | 'targets' | 'files';

export function missingFields(state: MediaRequestState, projectType: MediaProjectType): MediaRequiredField[] {
  const missing: MediaRequiredField[] = [];
  if (!state.name.trim()) missing.push('name');
  if (!state.source) missing.push('source');
  if (projectType !== 'TRANSCRIPTION' && state.targets.length === 0) missing.push('targets');
  if (state.files.length === 0) missing.push('files');
  return missing;
}

export const isBusy = (state: MediaRequestState): boolean => state.progress !== null && state.progress.phase !== 'done';

/** What the form sends for a filled-in request: the project type says whether to dub or to burn subtitles in. */
export function mediaRequestInput(state: MediaRequestState & { source: string }, projectType: MediaProjectType): MediaRequestInput {
  const dubbing = projectType === 'DUBBING';
  const targets = effectiveTargets(state, projectType);
  return {
    requestName: state.name.trim(),
    files: state.files,
    sourceLanguageId: state.source,
    targetLanguageIds: targets,
    subtitlesType: state.subtitlesType,
    isDubbingRequested: dubbing,
    dubbingVoices: dubbing ? targets.map((languageId) => ({ languageId, voiceName: state.voices[languageId]! })) : [],
    isSubtitleEmbeddingRequested: projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
  };
}

/** Spec 3 §9: the types under 'More options', in the spec's order. */
export const MORE_SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['pac', 'dfxp', 'vtt', 'imsc', 'itt', 'scc', 'smi', 'ttml', 'stl', 'xif', 'xlsx'];

/** A chosen extra type stays listed when the list folds again (spec 3 §9), so the field never looks empty. */
export function subtitleFormatsShown(moreOptions: boolean, chosen: SubtitleFormat | null): readonly SubtitleFormat[] {
  if (moreOptions) return [...BASIC_SUBTITLE_FORMATS, ...MORE_SUBTITLE_FORMATS];
  const basic: readonly SubtitleFormat[] = BASIC_SUBTITLE_FORMATS;
  return chosen && !basic.includes(chosen) ? [...BASIC_SUBTITLE_FORMATS, chosen] : BASIC_SUBTITLE_FORMATS;
}
