// The file upload form (spec 3 §2.2, §4.6, §5): source language, up to 10 target languages (never the source;
// a non-English source forces English), a dropzone for Word, PowerPoint, Excel, PDF and plain text within the
// company's limits; uploads with progress, then creates the request and resets. Its state is
// file-translation-state.ts; its calls use-file-translation.ts.
import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { ErrorAlert, UploadProgress, useT } from '@lingua/core';
import { IconCircleCheck, IconFileText, IconUpload } from '@tabler/icons-react';
import { FilesDropzone } from '../job-request-parts/files-dropzone.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { ChosenFiles } from './chosen-files.tsx';
import { FileLanguages } from './file-languages.tsx';
import { ACCEPTED_DOCUMENT_TYPES } from './file-rules.ts';
import { useFileTranslation } from './use-file-translation.ts';

registerMachineTranslationTexts();

export interface FileTranslationFormProps {
  /** Called after the request was created (the form has reset). */
  onSubmitted?: (jobRequest: JobRequest | undefined) => void;
}

export function FileTranslationForm({ onSubmitted }: FileTranslationFormProps) {
  const t = useT();
  const model = useFileTranslation(onSubmitted);
  const { settings, languages, combinations, state, dispatch, busy } = model;
  if (settings.error) return <ErrorAlert error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton height={360} radius="md" />;
  const limits = settings.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form part="form" onSubmit={(event) => void model.submit(event)} noValidate>
        <Stack gap="md">
          {languages.error || combinations.error ? <ErrorAlert error={languages.error ?? combinations.error} /> : null}
          <FileLanguages model={model} />
          <FilesDropzone
            onFiles={model.drop}
            accept={ACCEPTED_DOCUMENT_TYPES}
            busy={busy}
            error={state.problems.files ? t(state.problems.files.key) : undefined}
            messages={state.fileMessages.map((message) => t(message.key, message.vars))}
            label={t('machineTranslation.file.dropzoneLabel')}
            title={t('machineTranslation.file.dropzoneTitle')}
            hint={t('machineTranslation.file.dropzoneHint', { count: limits.maxFilesPerRequest, size: limits.maxFileSizeMB })}
            idleIcon={IconFileText}
          />
          {state.files.length > 0 ? <ChosenFiles files={state.files} busy={busy} onRemove={(file) => dispatch({ type: 'removed', file })} /> : null}
          {state.progress ? <UploadProgress uploadPercent={state.progress.percent} phase={state.progress.phase} label={t('machineTranslation.file.progress')} /> : null}
          {state.submitError ? <ErrorAlert error={state.submitError} /> : null}
          {state.succeeded ? (
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
