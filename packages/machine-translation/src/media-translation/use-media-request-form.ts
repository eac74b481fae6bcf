// The media form's behaviour (spec 3 §2.2, §3, §4.6, §4.10, §5) over its pure state (media-request-state.ts): the
// languages and voices each field offers, the rules of spec 3 §5 as catalogue messages under their fields, and
// the submit with its progress. MediaRequestForm presents it.
import { useReducer } from 'react';
import type { FormEvent } from 'react';
import { calls, MT_MEDIA_FILE_SIZE_FALLBACK_MB } from '@lingua/contract';
import type { JobRequest, MediaProjectType } from '@lingua/contract';
import { refusedUploadName } from '@lingua/core/refused-upload';
import { enabledLanguagesByName, nameOfLanguage, useCall, useLanguages, useRevalidateJobRequests, useT } from '@lingua/core';
import { useFileLanguageCombinations } from '../api/get-language-combinations.ts';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import {
  effectiveTargets,
  initialMediaRequest,
  isBusy,
  mediaRequestInput,
  mediaRequestReducer,
  missingFields,
  type MediaRequestState,
} from './media-request-state.ts';
import { mediaRuleMessages, ruleField } from './media-rules.ts';
import { submitMediaRequest } from './submit-media-request.ts';

/** The languages and voices the form offers and the limits it checks (spec 3 §4.10), as the server serves them. */
function useMediaChoices(projectType: MediaProjectType, source: string | null) {
  const settings = useMachineTranslationSettings();
  const sourceLanguages = useLanguages({ xl8SyncIdExists: true });
  const all = useLanguages({});
  const combinations = useFileLanguageCombinations();
  const voices = useCall(calls.getDubbingVoices, projectType === 'DUBBING' ? {} : null);
  const byId = new Map((all.data ?? []).map((l) => [l.id, l]));
  /** In the shown language; `inText` in a sentence's form (decision 189). */
  const languageName = (id: string, inText?: boolean) => {
    const language = byId.get(id);
    return language ? nameOfLanguage(language, inText) : id;
  };
  const sources = enabledLanguagesByName(sourceLanguages.data ?? []);
  const map = combinations.data ?? {};
  const voiceList = voices.data ?? [];
  return {
    settings,
    settingsError: settings.error as unknown,
    retrySettings: () => void settings.mutate(),
    limits: settings.data,
    audioMB: settings.data?.maxAudioFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB,
    videoMB: settings.data?.maxVideoFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB,
    loading: !settings.data || !sourceLanguages.data || !all.data,
    loadError: (sourceLanguages.error ?? combinations.error ?? voices.error) as unknown,
    languageName,
    sources,
    // Spec 3 §4.10: sources are limited to the combinations map; the recogniser decides which of them speak.
    sourceOptions: sources.filter((l) => projectType === 'TRANSCRIPTION' || l.id in map).map((l) => ({ value: l.id, label: nameOfLanguage(l) })),
    targetOptions: (source ? (map[source] ?? []) : [])
      .filter((id) => id !== source)
      .map((id) => ({ value: id, label: languageName(id) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    voiceList,
    dubbingLanguageIds: new Set(voiceList.map((v) => v.languageId).filter((id): id is string => !!id)),
  };
}

export function useMediaRequestForm(projectType: MediaProjectType, events: { onSubmitted?: (jobRequest: JobRequest) => void; onFailed?: (error: unknown) => void }) {
  const t = useT();
  const revalidate = useRevalidateJobRequests();
  const [state, dispatch] = useReducer(mediaRequestReducer, initialMediaRequest);
  const choices = useMediaChoices(projectType, state.source);
  const { rules, messagesFor, required } = formChecks(t, projectType, state, choices);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'attempted' });
    const source = state.source;
    if (!source || missingFields(state, projectType).length > 0 || rules.length > 0) return;
    dispatch({ type: 'submitting' });
    try {
      const created = await submitMediaRequest(mediaRequestInput({ ...state, source }, projectType), (percent, phase) => dispatch({ type: 'progress', percent, phase }));
      dispatch({ type: 'submitted' });
      void revalidate();
      events.onSubmitted?.(created);
    } catch (error) {
      dispatch({ type: 'failed', error, refused: refusedUploadName(error, state.files.map((f) => f.name)) });
      events.onFailed?.(error);
    }
  };

  return {
    ...choices,
    transcription: projectType === 'TRANSCRIPTION',
    effectiveTargets: effectiveTargets(state, projectType),
    busy: isBusy(state),
    required,
    messagesFor,
    fields: { name: state.name, source: state.source, targets: state.targets, files: state.files, subtitlesType: state.subtitlesType, moreOptions: state.moreOptions, voiceChoice: state.voices },
    setName: (name: string) => dispatch({ type: 'name', name }),
    chooseSource: (source: string | null) => dispatch({ type: 'source', source }),
    setTargets: (targets: string[]) => dispatch({ type: 'targets', targets }),
    addFiles: (files: File[]) => dispatch({ type: 'dropped', files }),
    removeFile: (file: File) => dispatch({ type: 'removed', file }),
    refusedFiles: state.refused.map((fileName) => t('machineTranslation.media.validation.UNSUPPORTED_FILE_TYPE', { fileName })),
    setSubtitlesType: (subtitlesType: MediaRequestState['subtitlesType']) => dispatch({ type: 'subtitlesType', subtitlesType }),
    toggleMoreOptions: () => dispatch({ type: 'moreOptions' }),
    chooseVoice: (languageId: string, voiceName: string | null) => dispatch({ type: 'voice', languageId, voiceName }),
    progress: state.progress,
    submitError: state.submitError,
    submit,
  };
}

/** The catalogue message of each required field left empty (spec 3 §5). */
const REQUIRED_KEYS = {
  name: 'machineTranslation.media.validation.nameRequired',
  source: 'machineTranslation.media.validation.sourceRequired',
  targets: 'common.validation.required',
  files: 'machineTranslation.media.validation.filesRequired',
} as const;

/**
 * The rules of spec 3 §5 as catalogue messages under their fields — the files' as soon as files are chosen, the
 * others once the user tries to submit — and the required fields' messages after that try.
 */
function formChecks(t: ReturnType<typeof useT>, projectType: MediaProjectType, state: MediaRequestState, choices: ReturnType<typeof useMediaChoices>) {
  const { limits, dubbingLanguageIds, languageName } = choices;
  const input = { projectType, sourceLanguageId: state.source, targetLanguageIds: effectiveTargets(state, projectType), files: state.files, subtitlesType: state.subtitlesType, voices: state.voices };
  const rules = limits ? mediaRuleMessages(input, limits, dubbingLanguageIds, (id) => languageName(id, true)) : [];
  const shown = rules.filter((rule) => state.attempted || ruleField(rule.code) === 'files');
  const missing = new Set(state.attempted ? missingFields(state, projectType) : []);
  const message = (field: keyof typeof REQUIRED_KEYS) => (missing.has(field) ? t(REQUIRED_KEYS[field]) : undefined);
  return {
    rules,
    messagesFor: (field: ReturnType<typeof ruleField>) => shown.filter((rule) => ruleField(rule.code) === field).map((rule) => t(rule.key, rule.vars)),
    required: { name: message('name'), source: message('source'), targets: message('targets'), files: message('files') },
  };
}
