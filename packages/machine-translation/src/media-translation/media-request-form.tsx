import { Alert, Anchor, Badge, Button, Group, MultiSelect, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { JOB_REQUEST_NAME_MAX_LENGTH, MEDIA_FILE_TYPES } from '@lingua/contract';
import type { JobRequest, MediaProjectType, SubtitleFormat } from '@lingua/contract';
import { ErrorAlert, nameOfLanguage, UploadProgress, useT } from '@lingua/core';
import { IconCircleCheck, IconMovie, IconUpload } from '@tabler/icons-react';
import { FilesDropzone } from '../job-request-parts/files-dropzone.tsx';
import { targetPlaceholder } from '../languages.ts';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MediaFileList } from './media-file-list.tsx';
import { subtitleFormatsShown } from './media-request-state.ts';
import { useMediaRequestForm } from './use-media-request-form.ts';
import { VoicePicker } from './voice-picker.tsx';

registerMachineTranslationTexts();

export interface MediaRequestFormProps {
  projectType: MediaProjectType;
  /** Called after the request was created. */
  onSubmitted?: (jobRequest: JobRequest) => void;
  /** Called when creating failed (the error is also shown in the form). */
  onFailed?: (error: unknown) => void;
  onBack?: () => void;
}

/**
 * Step 2 of the media side panel (spec 3 §2.2, §3, §4.6, §4.10, §5): project name, spoken language (what the
 * recogniser serves, within the combinations map), targets (the source alone for a transcription), files,
 * subtitle type (required; SRT, DOCX, JSON, TXT, the rest under More options; default SRT), a voice with a
 * sample per dubbing target. Every rule of spec 3 §5 shows its own message before anything is sent; the state
 * and the submit are useMediaRequestForm's.
 */
export function MediaRequestForm({ projectType, onSubmitted, onFailed, onBack }: MediaRequestFormProps) {
  const t = useT();
  const form = useMediaRequestForm(projectType, { onSubmitted, onFailed });
  if (form.settingsError) return <ErrorAlert error={form.settingsError} onRetry={form.retrySettings} />;
  if (form.loading || !form.limits) return <Skeleton height={420} radius="md" />;
  const { fields, busy } = form;
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t(`machineTranslation.media.types.${projectType}`)}>
      <Stack gap="md">
        <Badge variant="light" size="lg" w="fit-content">
          {t(`machineTranslation.media.types.${projectType}`)}
        </Badge>
        {form.loadError ? <ErrorAlert error={form.loadError} /> : null}
        <NameAndLanguages form={form} />
        <MediaFiles form={form} projectType={projectType} />
        <SubtitleType form={form} />
        {projectType === 'DUBBING' && form.effectiveTargets.length > 0 ? (
          <VoicePicker
            languageIds={form.effectiveTargets.filter((id) => form.dubbingLanguageIds.has(id))}
            voices={form.voiceList}
            chosen={fields.voiceChoice}
            languageName={form.languageName}
            busy={busy}
            messages={form.messagesFor('voices')}
            onChoose={form.chooseVoice}
          />
        ) : null}
        <Outcome form={form} />
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

type FormModel = ReturnType<typeof useMediaRequestForm>;

/** The project's name, the spoken language and the targets (the spoken language alone for a transcription). */
function NameAndLanguages({ form }: { form: FormModel }) {
  const t = useT();
  const placeholder = targetPlaceholder(form.targetOptions.length);
  const { fields, busy } = form;
  return (
    <>
      <TextInput
        label={t('machineTranslation.media.projectName')}
        value={fields.name}
        onChange={(e) => form.setName(e.currentTarget.value)}
        maxLength={JOB_REQUEST_NAME_MAX_LENGTH}
        withAsterisk
        error={form.required.name}
        disabled={busy}
      />
      <Select
        label={t('machineTranslation.media.sourceLanguage')}
        description={t('machineTranslation.media.sourceHint', { languages: form.sources.map((l) => nameOfLanguage(l, true)).join(', ') })}
        data={form.sourceOptions}
        value={fields.source}
        onChange={form.chooseSource}
        withAsterisk
        error={form.required.source}
        disabled={busy}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('machineTranslation.media.targetLanguages')}
        description={form.transcription ? t('machineTranslation.media.transcriptionTarget') : undefined}
        placeholder={form.effectiveTargets.length === 0 ? t(placeholder.key, placeholder.vars) : undefined}
        data={form.transcription ? form.effectiveTargets.map((id) => ({ value: id, label: form.languageName(id) })) : form.targetOptions}
        value={form.effectiveTargets}
        onChange={form.setTargets}
        searchable
        withAsterisk
        disabled={busy || form.transcription}
        error={form.required.targets ?? (form.messagesFor('targets').join(' ') || undefined)}
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

/** The drop zone (video only when embedding) and the files chosen so far. */
function MediaFiles({ form, projectType }: { form: FormModel; projectType: MediaProjectType }) {
  const t = useT();
  const { fields, busy, limits } = form;
  return (
    <>
      <FilesDropzone
        onFiles={form.addFiles}
        accept={Object.fromEntries(Object.entries(MEDIA_FILE_TYPES).map(([mime, exts]) => [mime, [...exts]]))}
        busy={busy}
        error={form.required.files}
        messages={[...form.refusedFiles, ...form.messagesFor('files')]}
        label={t('machineTranslation.media.dropzoneLabel')}
        title={t('machineTranslation.media.dropzoneTitle')}
        hint={
          projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO'
            ? t('machineTranslation.media.dropzoneVideoHint', { count: limits!.maxFilesPerRequest, video: form.videoMB })
            : t('machineTranslation.media.dropzoneHint', { count: limits!.maxFilesPerRequest, audio: form.audioMB, video: form.videoMB })
        }
        idleIcon={IconMovie}
        compact
      />
      <MediaFileList files={fields.files} busy={busy} onRemove={form.removeFile} />
    </>
  );
}

/** The subtitle type: the four common ones, the rest under "More options" (a chosen one stays listed). */
function SubtitleType({ form }: { form: FormModel }) {
  const t = useT();
  const { fields, busy } = form;
  return (
    <Stack gap={4}>
      <Select
        label={t('machineTranslation.media.subtitleType')}
        data={subtitleFormatsShown(fields.moreOptions, fields.subtitlesType).map((f) => ({ value: f, label: f.toUpperCase() }))}
        value={fields.subtitlesType}
        onChange={(value) => value && form.setSubtitlesType(value as SubtitleFormat)}
        allowDeselect={false}
        required
        error={form.messagesFor('subtitles').join(' ') || undefined}
        disabled={busy}
        comboboxProps={{ withinPortal: true }}
      />
      <Anchor component="button" type="button" size="sm" w="fit-content" onClick={form.toggleMoreOptions} aria-expanded={fields.moreOptions}>
        {t(fields.moreOptions ? 'machineTranslation.media.fewerOptions' : 'machineTranslation.media.moreOptions')}
      </Anchor>
    </Stack>
  );
}

/** The upload's progress, then what became of the submit. */
function Outcome({ form }: { form: FormModel }) {
  const t = useT();
  return (
    <>
      {form.progress ? <UploadProgress uploadPercent={form.progress.percent} phase={form.progress.phase} label={t('machineTranslation.media.progress')} /> : null}
      {form.submitError ? <ErrorAlert error={form.submitError} /> : null}
      {form.progress?.phase === 'done' ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" p="sm">
          {t('machineTranslation.media.success')}
        </Alert>
      ) : null}
    </>
  );
}
