import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, MultiSelect, Select, Skeleton, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  BASIC_SUBTITLE_FORMATS,
  calls,
  DEFAULT_SUBTITLE_FORMAT,
  JOB_REQUEST_NAME_MAX_LENGTH,
  MEDIA_FILE_TYPES,
  MT_MAX_TARGET_LANGUAGES,
  MT_MEDIA_FILE_SIZE_FALLBACK_MB,
  mediaKindByType,
  subtitleTypeRequired,
} from '@lingua/contract';
import type { DubbingVoice, JobRequest, MediaProjectType, SubtitleFormat } from '@lingua/contract';
import { ErrorAlert, UploadProgress, useCall, useRevalidateJobRequests, useT, useLanguages, enabledLanguagesByName } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';
import { IconCircleCheck, IconMovie, IconMusic, IconPlayerPlay, IconPlayerStop, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { useFileLanguageCombinations } from '../api/get-language-combinations.ts';
import { formatSize } from '../file-translation/file-rules.ts';
import { FilesDropzone } from '../job-request-parts/files-dropzone.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { mediaRuleMessages, ruleField } from './media-rules.ts';
import { submitMediaRequest } from './submit-media-request.ts';

registerMachineTranslationTexts();

/** Spec 3 §9: the types under 'More options', in the spec's order. */
const MORE_SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['pac', 'dfxp', 'vtt', 'imsc', 'itt', 'scc', 'smi', 'ttml', 'stl', 'xif', 'xlsx'];

/** Props of MediaRequestForm. */
export interface MediaRequestFormProps {
  projectType: MediaProjectType;
  /** Called after the request was created. */
  onSubmitted?: (jobRequest: JobRequest) => void;
  /** Called when creating failed (the error is also shown in the form). */
  onFailed?: (error: unknown) => void;
  /** Back to step 1. */
  onBack?: () => void;
}

/** Plays one voice sample at a time; the button toggles play and stop. */
function SampleButton({ voice, playing, onToggle }: { voice: DubbingVoice; playing: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <ActionIcon
      variant="light"
      size="lg"
      onClick={onToggle}
      disabled={!voice.sampleUrl}
      aria-label={t(playing ? 'machineTranslation.media.stopSample' : 'machineTranslation.media.playSample', { voice: voice.displayName })}
      aria-pressed={playing}
    >
      {playing ? <IconPlayerStop size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
    </ActionIcon>
  );
}

/**
 * Step 2 of the media side panel (spec 3 §2.2, §3, §4.6, §4.10, §5): project name, spoken language (what the
 * recogniser serves, within the combinations map), targets (the source alone for a transcription), files,
 * subtitle type (SRT, DOCX, JSON, TXT; the rest under More options; default SRT), a voice with a sample per
 * dubbing target. Every rule of spec 3 §5 shows its own message before anything is sent.
 */
export function MediaRequestForm({ projectType, onSubmitted, onFailed, onBack }: MediaRequestFormProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  const sourceLanguages = useLanguages({ xl8SyncIdExists: true });
  const all = useLanguages({});
  const combinations = useFileLanguageCombinations();
  const voices = useCall(calls.getDubbingVoices, projectType === 'DUBBING' ? {} : null);
  const revalidate = useRevalidateJobRequests();
  const transcription = projectType === 'TRANSCRIPTION';
  const [name, setName] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [subtitlesType, setSubtitlesType] = useState<SubtitleFormat | null>(subtitleTypeRequired(projectType) ? DEFAULT_SUBTITLE_FORMAT : null);
  const [moreOptions, setMoreOptions] = useState(false);
  const [voiceChoice, setVoiceChoice] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; phase: SubmissionPhase } | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  if (settings.error) return <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data || !sourceLanguages.data || !all.data) return <Skeleton height={420} radius="md" />;
  const sources = enabledLanguagesByName(sourceLanguages.data);
  const limits = settings.data;
  const names = new Map(all.data.map((l) => [l.id, l.name]));
  const languageName = (id: string) => names.get(id) ?? id;
  const map = combinations.data ?? {};
  // Spec 3 §4.10: sources are limited to the combinations map; the recogniser decides which of them speak.
  const sourceOptions = sources.filter((l) => transcription || l.id in map).map((l) => ({ value: l.id, label: l.name }));
  const effectiveTargets = transcription ? (source ? [source] : []) : targets;
  const targetOptions = (source ? (map[source] ?? []) : []).filter((id) => id !== source).map((id) => ({ value: id, label: languageName(id) })).sort((a, b) => a.label.localeCompare(b.label));
  const voiceList = voices.data ?? [];
  const dubbingLanguageIds = new Set(voiceList.map((v) => v.languageId).filter((id): id is string => !!id));
  const busy = progress !== null && progress.phase !== 'done';
  const audioMB = limits.maxAudioFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB;
  const videoMB = limits.maxVideoFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB;

  const rules = mediaRuleMessages(
    { projectType, sourceLanguageId: source, targetLanguageIds: effectiveTargets, files, subtitlesType, voices: voiceChoice },
    limits,
    dubbingLanguageIds,
    languageName,
  );
  // File rules show as soon as files are chosen; the others once the user tries to submit.
  const shown = rules.filter((r) => attempted || ruleField(r.code) === 'files');
  const messagesFor = (field: ReturnType<typeof ruleField>) => shown.filter((r) => ruleField(r.code) === field).map((r) => t(r.key, r.vars));
  const required = {
    name: attempted && !name.trim() ? t('machineTranslation.media.validation.nameRequired') : undefined,
    source: attempted && !source ? t('machineTranslation.media.validation.sourceRequired') : undefined,
    targets: attempted && !transcription && targets.length === 0 ? t('common.validation.required') : undefined,
    files: attempted && files.length === 0 ? t('machineTranslation.media.validation.filesRequired') : undefined,
  };

  const toggleSample = (voice: DubbingVoice) => {
    audio.current?.pause();
    if (playing === voice.voiceName || !voice.sampleUrl) {
      setPlaying(null);
      return;
    }
    const player = new Audio(voice.sampleUrl);
    audio.current = player;
    player.onended = () => setPlaying(null);
    setPlaying(voice.voiceName);
    void player.play().catch(() => setPlaying(null));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!name.trim() || !source || files.length === 0 || (!transcription && targets.length === 0) || rules.length > 0) return;
    setSubmitError(null);
    try {
      const created = await submitMediaRequest(
        {
          requestName: name.trim(),
          files,
          sourceLanguageId: source,
          targetLanguageIds: effectiveTargets,
          subtitlesType,
          isDubbingRequested: projectType === 'DUBBING',
          dubbingVoices: projectType === 'DUBBING' ? effectiveTargets.map((languageId) => ({ languageId, voiceName: voiceChoice[languageId]! })) : [],
          isSubtitleEmbeddingRequested: projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
        },
        (percent, phase) => setProgress({ percent, phase }),
      );
      setProgress({ percent: 100, phase: 'done' });
      void revalidate();
      onSubmitted?.(created);
    } catch (error) {
      setSubmitError(error);
      setProgress(null);
      onFailed?.(error);
    }
  };

  const formats: readonly SubtitleFormat[] = moreOptions ? [...BASIC_SUBTITLE_FORMATS, ...MORE_SUBTITLE_FORMATS] : BASIC_SUBTITLE_FORMATS;
  const subtitleOptions = [
    ...(subtitleTypeRequired(projectType) ? [] : [{ value: '', label: t('machineTranslation.media.noSubtitleFile') }]),
    ...formats.map((f) => ({ value: f, label: f.toUpperCase() })),
  ];
  const fileMessages = messagesFor('files');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`machineTranslation.media.types.${projectType}`)}>
      <Stack gap="md">
        <Badge variant="light" size="lg" w="fit-content">
          {t(`machineTranslation.media.types.${projectType}`)}
        </Badge>
        {sourceLanguages.error || combinations.error || voices.error ? <ErrorAlert error={sourceLanguages.error ?? combinations.error ?? voices.error} /> : null}
        <TextInput
          label={t('machineTranslation.media.projectName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={JOB_REQUEST_NAME_MAX_LENGTH}
          withAsterisk
          error={required.name}
          disabled={busy}
        />
        <Select
          label={t('machineTranslation.media.sourceLanguage')}
          description={t('machineTranslation.media.sourceHint', { languages: sources.map((l) => l.name).join(', ') })}
          data={sourceOptions}
          value={source}
          onChange={(value) => {
            setSource(value);
            setTargets((list) => list.filter((id) => id !== value));
          }}
          withAsterisk
          error={required.source}
          disabled={busy}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('machineTranslation.media.targetLanguages')}
          description={transcription ? t('machineTranslation.media.transcriptionTarget') : undefined}
          placeholder={effectiveTargets.length === 0 ? t('machineTranslation.media.targetPlaceholder', { max: MT_MAX_TARGET_LANGUAGES }) : undefined}
          data={transcription ? effectiveTargets.map((id) => ({ value: id, label: languageName(id) })) : targetOptions}
          value={effectiveTargets}
          onChange={setTargets}
          searchable
          withAsterisk
          disabled={busy || transcription}
          error={required.targets ?? (messagesFor('targets').join(' ') || undefined)}
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
        <FilesDropzone
          onFiles={(dropped) => setFiles((list) => [...list, ...dropped].filter((f, i, arr) => arr.findIndex((g) => g.name === f.name && g.size === f.size) === i))}
          accept={Object.fromEntries(Object.entries(MEDIA_FILE_TYPES).map(([mime, exts]) => [mime, [...exts]]))}
          busy={busy}
          error={required.files}
          messages={fileMessages}
          label={t('machineTranslation.media.dropzoneLabel')}
          title={t('machineTranslation.media.dropzoneTitle')}
          hint={
            projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO'
              ? t('machineTranslation.media.dropzoneVideoHint', { count: limits.maxFilesPerRequest, video: videoMB })
              : t('machineTranslation.media.dropzoneHint', { count: limits.maxFilesPerRequest, audio: audioMB, video: videoMB })
          }
          idleIcon={IconMovie}
          compact
        />
        {files.length > 0 ? (
          <Stack gap={6}>
            {files.map((file) => {
              const kind = mediaKindByType(file);
              return (
                <Group key={`${file.name}-${file.size}`} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <ThemeIcon variant="light" size="md" radius="sm">
                      {kind === 'video' ? <IconMovie size={16} aria-hidden /> : <IconMusic size={16} aria-hidden />}
                    </ThemeIcon>
                    <Text size="sm" truncate>
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t(`machineTranslation.media.kind.${kind}`)} · {formatSize(file.size)}
                    </Text>
                  </Group>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('machineTranslation.media.remove', { fileName: file.name })} disabled={busy} onClick={() => setFiles((list) => list.filter((f) => f !== file))}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Select
            label={t(subtitleTypeRequired(projectType) ? 'machineTranslation.media.subtitleType' : 'machineTranslation.media.subtitleTypeOptional')}
            data={subtitleOptions}
            value={subtitlesType ?? ''}
            onChange={(value) => setSubtitlesType(value ? (value as SubtitleFormat) : null)}
            allowDeselect={false}
            withAsterisk={subtitleTypeRequired(projectType)}
            error={messagesFor('subtitles').join(' ') || undefined}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
          />
          <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setMoreOptions((v) => !v)} aria-expanded={moreOptions}>
            {t(moreOptions ? 'machineTranslation.media.fewerOptions' : 'machineTranslation.media.moreOptions')}
          </Anchor>
        </Stack>
        {projectType === 'DUBBING' && effectiveTargets.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('machineTranslation.media.voices')}
            </Text>
            {effectiveTargets.filter((id) => dubbingLanguageIds.has(id)).map((languageId) => {
              const options = voiceList.filter((v) => v.languageId === languageId);
              const chosen = options.find((v) => v.voiceName === voiceChoice[languageId]);
              return (
                <Group key={languageId} align="flex-end" wrap="nowrap" gap="xs">
                  <Select
                    label={t('machineTranslation.media.voiceFor', { language: languageName(languageId) })}
                    data={options.map((v) => ({ value: v.voiceName, label: v.displayName }))}
                    value={voiceChoice[languageId] ?? null}
                    onChange={(value) => setVoiceChoice((c) => ({ ...c, [languageId]: value ?? '' }))}
                    withAsterisk
                    disabled={busy}
                    style={{ flex: 1 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                  {chosen ? <SampleButton voice={chosen} playing={playing === chosen.voiceName} onToggle={() => toggleSample(chosen)} /> : null}
                </Group>
              );
            })}
            {messagesFor('voices').map((message) => (
              <Text key={message} size="sm" c="red.8" role="alert">
                {message}
              </Text>
            ))}
          </Stack>
        ) : null}
        {progress ? <UploadProgress uploadPercent={progress.percent} phase={progress.phase} label={t('machineTranslation.media.progress')} /> : null}
        {submitError ? <ErrorAlert error={submitError} /> : null}
        {progress?.phase === 'done' ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" p="sm">
            {t('machineTranslation.media.success')}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {onBack ? (
            <Button variant="default" onClick={onBack} disabled={busy}>
              {t('machineTranslation.media.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('machineTranslation.media.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
