import { useState } from 'react';
import type { FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, MultiSelect, Paper, Select, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { MT_ENGLISH_LANGUAGE_ID, MT_MAX_TARGET_LANGUAGES } from '@lingua/contract';
import type { JobRequest } from '@lingua/contract';
import { ErrorAlert, UploadProgress, useRevalidateJobRequests, useT, useLanguages, enabledLanguagesByName } from '@lingua/core';
import type { SubmissionPhase } from '@lingua/core';
import { IconCircleCheck, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { useFileLanguageCombinations } from '../api/get-language-combinations.ts';
import { FilesDropzone } from '../job-request-parts/files-dropzone.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { ACCEPTED_DOCUMENT_TYPES, addFiles, forcedTargets, formatSize, requestNameFor, targetLanguagesError } from './file-rules.ts';
import type { RuleMessage } from './file-rules.ts';
import { submitFileRequest } from './submit-file-request.ts';

registerMachineTranslationTexts();

/** Props of FileTranslationForm. */
export interface FileTranslationFormProps {
  /** Called after the request was created (the form has reset). */
  onSubmitted?: (jobRequest: JobRequest | undefined) => void;
}

interface Errors {
  source?: string;
  targets?: string;
  files?: string;
}

/**
 * The file upload form (spec 3 §2.2, §4.6, §5): source language, up to 10 target languages (never the source;
 * a non-English source forces English), a dropzone for Word, PowerPoint, Excel, PDF and plain text within the
 * company's limits; uploads with progress, then creates the request and resets.
 */
export function FileTranslationForm({ onSubmitted }: FileTranslationFormProps) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  const languages = useLanguages({ xl8FileTranslationIdExists: true });
  const revalidate = useRevalidateJobRequests();
  const [source, setSource] = useState<string | null>(MT_ENGLISH_LANGUAGE_ID);
  // Spec 3 §7: the combinations call takes the source language; only the chosen source's targets are fetched.
  const combinations = useFileLanguageCombinations(source);
  const [targets, setTargets] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [fileMessages, setFileMessages] = useState<RuleMessage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<{ percent: number; phase: SubmissionPhase } | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [succeeded, setSucceeded] = useState(false);

  if (settings.error) return <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton height={360} radius="md" />;
  const limits = settings.data;

  const byId = new Map(enabledLanguagesByName(languages.data ?? []).map((language) => [language.id, language]));
  const map = combinations.data ?? {};
  // The sources are the languages the file engine serves (GET /languages with xl8FileTranslationIdExists).
  const sourceOptions = [...byId.values()].map((language) => ({ value: language.id, label: language.name }));
  const forced = forcedTargets(source);
  const targetOptions = (source ? (map[source] ?? []) : [])
    .filter((id) => id !== source && byId.has(id))
    .map((id) => ({ value: id, label: byId.get(id)!.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (forced) {
    for (const id of forced) if (!targetOptions.some((o) => o.value === id)) targetOptions.push({ value: id, label: byId.get(id)?.name ?? id });
  }
  const busy = progress !== null && progress.phase !== 'done';
  const totalSize = files.reduce((sum, file) => sum + file.size, 0);

  const chooseSource = (value: string | null) => {
    setSource(value);
    setSucceeded(false);
    const nextForced = forcedTargets(value);
    // Spec 3 §4.6: a non-English source forces English; back to English, the user picks again.
    setTargets(nextForced ?? targets.filter((id) => id !== value && id !== MT_ENGLISH_LANGUAGE_ID));
    setErrors((e) => ({ ...e, source: undefined, targets: undefined }));
  };

  const drop = (incoming: File[]) => {
    const result = addFiles(files, incoming, limits);
    setFiles(result.files);
    setFileMessages(result.messages);
    setSucceeded(false);
    setProgress(null);
    if (result.files.length > 0) setErrors((e) => ({ ...e, files: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const targetError = targetLanguagesError(source, targets);
    const found: Errors = {
      source: source ? undefined : t('machineTranslation.file.validation.sourceRequired'),
      targets: targetError ? t(targetError.key, targetError.vars) : undefined,
      files: files.length === 0 ? t('machineTranslation.file.validation.filesRequired') : undefined,
    };
    setErrors(found);
    if (found.source || found.targets || found.files) return;
    setSubmitError(null);
    setSucceeded(false);
    try {
      const created = await submitFileRequest(
        { requestName: requestNameFor(files), files, sourceLanguageId: source!, targetLanguageIds: targets },
        (percent, phase) => setProgress({ percent, phase }),
      );
      // Spec 3 §4.6: the form resets after success.
      setFiles([]);
      setFileMessages([]);
      setTargets(forcedTargets(source) ?? []);
      setSucceeded(true);
      setProgress({ percent: 100, phase: 'done' });
      void revalidate();
      onSubmitted?.(created);
    } catch (error) {
      setSubmitError(error);
      setProgress(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form part="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {languages.error || combinations.error ? <ErrorAlert error={languages.error ?? combinations.error} /> : null}
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <Select
              label={t('machineTranslation.file.sourceLanguage')}
              data={sourceOptions}
              value={source}
              onChange={chooseSource}
              searchable
              withAsterisk
              error={errors.source}
              disabled={busy}
              miw={220}
              comboboxProps={{ withinPortal: true }}
            />
            <MultiSelect
              label={t('machineTranslation.file.targetLanguages')}
              placeholder={targets.length === 0 ? t('machineTranslation.file.targetPlaceholder', { max: MT_MAX_TARGET_LANGUAGES }) : undefined}
              data={targetOptions}
              value={targets}
              onChange={(value) => {
                setTargets(value);
                setErrors((e) => ({ ...e, targets: undefined }));
              }}
              searchable
              withAsterisk
              error={errors.targets}
              disabled={busy || forced !== undefined}
              description={forced ? t('machineTranslation.file.englishOnly') : undefined}
              miw={260}
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
            />
          </Group>

          <FilesDropzone
            onFiles={drop}
            accept={ACCEPTED_DOCUMENT_TYPES}
            busy={busy}
            error={errors.files}
            messages={fileMessages.map((message) => t(message.key, message.vars))}
            label={t('machineTranslation.file.dropzoneLabel')}
            title={t('machineTranslation.file.dropzoneTitle')}
            hint={t('machineTranslation.file.dropzoneHint', { count: limits.maxFilesPerRequest, size: limits.maxFileSizeMB })}
            idleIcon={IconFileText}
          />

          {files.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                {t('machineTranslation.file.fileCount', { count: files.length, size: formatSize(totalSize) })}
              </Text>
              {files.map((file) => (
                <Group key={`${file.name}-${file.size}`} justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <ThemeIcon variant="light" size="md" radius="sm">
                      <IconFileText size={16} aria-hidden />
                    </ThemeIcon>
                    <Text size="sm" truncate>
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatSize(file.size)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('machineTranslation.file.remove', { fileName: file.name })}
                    disabled={busy}
                    onClick={() => setFiles((list) => list.filter((f) => f !== file))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          ) : null}

          {progress ? <UploadProgress uploadPercent={progress.percent} phase={progress.phase} label={t('machineTranslation.file.progress')} /> : null}
          {submitError ? <ErrorAlert error={submitError} /> : null}
          {succeeded ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" p="sm">
              {t('machineTranslation.file.success')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
              {t('machineTranslation.file.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
