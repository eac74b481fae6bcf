// The media form's state and behaviour (spec 3 §2.2, §3, §4.6, §4.10, §5): the fields, the rules of spec 3 §5 as
// catalogue messages under their fields, the languages each field offers, and the submit with its progress.
// MediaRequestForm presents it.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BASIC_SUBTITLE_FORMATS, calls, DEFAULT_SUBTITLE_FORMAT, isAcceptedMediaFile, MT_MEDIA_FILE_SIZE_FALLBACK_MB } from '@lingua/contract';
import type { JobRequest, MediaProjectType, SubtitleFormat } from '@lingua/contract';
import { enabledLanguagesByName, useCall, useLanguages, useRevalidateJobRequests, useT } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';
import { useFileLanguageCombinations } from '../api/get-language-combinations.ts';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { mediaRuleMessages, ruleField } from './media-rules.ts';
import { submitMediaRequest } from './submit-media-request.ts';

/** Spec 3 §9: the types under 'More options', in the spec's order. */
export const MORE_SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['pac', 'dfxp', 'vtt', 'imsc', 'itt', 'scc', 'smi', 'ttml', 'stl', 'xif', 'xlsx'];

/**
 * The subtitle types offered: the basic four, all fifteen under 'More options', and a chosen extra type even
 * when the list is folded again (spec 3 §9), so the field never looks empty while a type is sent.
 */
export function subtitleFormatsShown(moreOptions: boolean, chosen: SubtitleFormat | null): readonly SubtitleFormat[] {
  if (moreOptions) return [...BASIC_SUBTITLE_FORMATS, ...MORE_SUBTITLE_FORMATS];
  const basic: readonly SubtitleFormat[] = BASIC_SUBTITLE_FORMATS;
  return chosen && !basic.includes(chosen) ? [...BASIC_SUBTITLE_FORMATS, chosen] : BASIC_SUBTITLE_FORMATS;
}

/** The languages and voices the form offers and the limits it checks (spec 3 §4.10), as the server serves them. */
function useMediaChoices(projectType: MediaProjectType, source: string | null) {
  const settings = useMachineTranslationSettings();
  const sourceLanguages = useLanguages({ xl8SyncIdExists: true });
  const all = useLanguages({});
  const combinations = useFileLanguageCombinations();
  const voices = useCall(calls.getDubbingVoices, projectType === 'DUBBING' ? {} : null);
  const names = new Map((all.data ?? []).map((l) => [l.id, l.name]));
  const languageName = (id: string) => names.get(id) ?? id;
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
    sourceOptions: sources.filter((l) => projectType === 'TRANSCRIPTION' || l.id in map).map((l) => ({ value: l.id, label: l.name })),
    targetOptions: (source ? (map[source] ?? []) : [])
      .filter((id) => id !== source)
      .map((id) => ({ value: id, label: languageName(id) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    voiceList,
    dubbingLanguageIds: new Set(voiceList.map((v) => v.languageId).filter((id): id is string => !!id)),
  };
}

/**
 * The files chosen. A file of a type the form does not take is refused on drop, with its reason, and never
 * listed: listed, it read "Audio · 14 B" and said nothing until submit.
 */
function useMediaFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  return {
    files,
    refused,
    add: (dropped: File[]) => {
      setRefused(dropped.filter((f) => !isAcceptedMediaFile(f.name)).map((f) => f.name));
      const accepted = dropped.filter((f) => isAcceptedMediaFile(f.name));
      setFiles((list) => [...list, ...accepted].filter((f, i, arr) => arr.findIndex((g) => g.name === f.name && g.size === f.size) === i));
    },
    remove: (file: File) => {
      setRefused([]);
      setFiles((list) => list.filter((f) => f !== file));
    },
  };
}

export function useMediaRequestForm(projectType: MediaProjectType, events: { onSubmitted?: (jobRequest: JobRequest) => void; onFailed?: (error: unknown) => void }) {
  const t = useT();
  const revalidate = useRevalidateJobRequests();
  const transcription = projectType === 'TRANSCRIPTION';
  const [name, setName] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const chosen = useMediaFiles();
  const files = chosen.files;
  // Spec 3 §9 "Default SRT", and §5 "subtitle type required where shown": the field shows for every type.
  const [subtitlesType, setSubtitlesType] = useState<SubtitleFormat>(DEFAULT_SUBTITLE_FORMAT);
  const [moreOptions, setMoreOptions] = useState(false);
  const [voiceChoice, setVoiceChoice] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; phase: SubmissionPhase } | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const choices = useMediaChoices(projectType, source);
  const effectiveTargets = transcription ? (source ? [source] : []) : targets;

  const request = { projectType, name, source, targets: effectiveTargets, files, subtitlesType, voices: voiceChoice };
  const { rules, messagesFor, required } = formChecks(t, request, choices, attempted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim() || !source || files.length === 0 || (!transcription && targets.length === 0) || rules.length > 0) return;
    setSubmitError(null);
    try {
      const created = await submitMediaRequest(mediaRequestInput({ ...request, source }), (percent, phase) => setProgress({ percent, phase }));
      setProgress({ percent: 100, phase: 'done' });
      void revalidate();
      events.onSubmitted?.(created);
    } catch (error) {
      setSubmitError(error);
      setProgress(null);
      events.onFailed?.(error);
    }
  };

  return {
    ...choices,
    transcription,
    effectiveTargets,
    busy: progress !== null && progress.phase !== 'done',
    required,
    messagesFor,
    fields: { name, source, targets, files, subtitlesType, moreOptions, voiceChoice },
    setName,
    chooseSource: (value: string | null) => {
      setSource(value);
      setTargets((list) => list.filter((id) => id !== value));
    },
    setTargets,
    addFiles: chosen.add,
    removeFile: chosen.remove,
    refusedFiles: chosen.refused.map((fileName) => t('machineTranslation.media.validation.UNSUPPORTED_FILE_TYPE', { fileName })),
    setSubtitlesType,
    toggleMoreOptions: () => setMoreOptions((v) => !v),
    chooseVoice: (languageId: string, voiceName: string | null) => setVoiceChoice((c) => ({ ...c, [languageId]: voiceName ?? '' })),
    progress,
    submitError,
    submit,
  };
}

/** The fields as the form holds them. */
interface MediaFields {
  projectType: MediaProjectType;
  name: string;
  source: string | null;
  targets: string[];
  files: File[];
  subtitlesType: SubtitleFormat;
  voices: Record<string, string>;
}

/**
 * The rules of spec 3 §5 as catalogue messages under their fields — the files' as soon as files are chosen, the
 * others once the user tries to submit — and the required fields' messages after that try.
 */
function formChecks(t: ReturnType<typeof useT>, r: MediaFields, choices: ReturnType<typeof useMediaChoices>, attempted: boolean) {
  const { limits, dubbingLanguageIds, languageName } = choices;
  const input = { projectType: r.projectType, sourceLanguageId: r.source, targetLanguageIds: r.targets, files: r.files, subtitlesType: r.subtitlesType, voices: r.voices };
  const rules = limits ? mediaRuleMessages(input, limits, dubbingLanguageIds, languageName) : [];
  const shown = rules.filter((rule) => attempted || ruleField(rule.code) === 'files');
  const transcription = r.projectType === 'TRANSCRIPTION';
  return {
    rules,
    messagesFor: (field: ReturnType<typeof ruleField>) => shown.filter((rule) => ruleField(rule.code) === field).map((rule) => t(rule.key, rule.vars)),
    required: {
      name: attempted && !r.name.trim() ? t('machineTranslation.media.validation.nameRequired') : undefined,
      source: attempted && !r.source ? t('machineTranslation.media.validation.sourceRequired') : undefined,
      targets: attempted && !transcription && r.targets.length === 0 ? t('common.validation.required') : undefined,
      files: attempted && r.files.length === 0 ? t('machineTranslation.media.validation.filesRequired') : undefined,
    },
  };
}

/** What the form sends for a filled-in request: the project type says whether to dub or to burn subtitles in. */
function mediaRequestInput(r: MediaFields & { source: string }): Parameters<typeof submitMediaRequest>[0] {
  const dubbing = r.projectType === 'DUBBING';
  return {
    requestName: r.name.trim(),
    files: r.files,
    sourceLanguageId: r.source,
    targetLanguageIds: r.targets,
    subtitlesType: r.subtitlesType,
    isDubbingRequested: dubbing,
    dubbingVoices: dubbing ? r.targets.map((languageId) => ({ languageId, voiceName: r.voices[languageId]! })) : [],
    isSubtitleEmbeddingRequested: r.projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
  };
}
