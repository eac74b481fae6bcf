// "Review and edit" of a completed media request: the preview with the edited subtitles, the waveform
// timeline, and the lines (transcript beside a chosen translation) with the keyboard of a subtitle editor.
// Saves follow each change; "Update translations" retranslates the stale lines, "Update files" renders the
// outputs again; export in any of the 15 subtitle types, import of SRT or VTT.
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { calls, type JobRequest } from '@lingua/contract';
import { errorDisplayMessage, useCall, useT } from '@lingua/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { registerMachineTranslationTexts } from '../texts.ts';
import { EditorBody } from './editor-body.tsx';
import { useMediaEditor } from './use-media-editor.ts';

registerMachineTranslationTexts();

/** How often the request is read while its files are rebuilt. */
export const REBUILD_POLL_MS = 750;

export interface MediaEditorProps {
  job: JobRequest;
  onClose: () => void;
  /** After a change was saved. */
  onSaved?: () => void;
  /** When a rebuild of the files started by this editor has finished. */
  onRebuilt?: () => void;
  onFailed?: (error: unknown) => void;
  /** Open with the lines the recogniser was unsure of listed first (from the details page's notice). */
  unsureFirst?: boolean;
  /**
   * Reads the request again once a rebuild started; the page then reads it while the files are rebuilt. Unset:
   * the client's GET /jobRequests/{id}, whose cache the details page shares. Staff's page reads the desk's call.
   */
  refreshRequest?: () => Promise<unknown>;
}

export function MediaEditor({ job, onClose, onSaved, onRebuilt, onFailed, unsureFirst, refreshRequest }: MediaEditorProps) {
  const t = useT();
  const events = useMemo(() => ({ onSaved, onFailed }), [onSaved, onFailed]);
  const editor = useMediaEditor(job.id, events, refreshRequest);
  const { segments, file } = editor;

  // While the files are rebuilt the request is read every REBUILD_POLL_MS (the details page refreshes every 10 s,
  // long for a subtitle file rebuilt in a second); the shared cache brings the new status to the details too.
  useCall(calls.getJobRequest, job.status === 'TRANSLATING' && !refreshRequest ? { params: { jobRequestId: job.id } } : null, {
    refreshInterval: REBUILD_POLL_MS,
    dedupingInterval: 0,
  });
  // A rebuild ends with the request COMPLETED again: read the lines (now editable) once it does.
  const status = useRef(job.status);
  useEffect(() => {
    if (status.current === 'TRANSLATING' && job.status !== 'TRANSLATING') {
      void segments.mutate();
      onRebuilt?.();
    }
    status.current = job.status;
  }, [job.status, onRebuilt, segments]);

  let body;
  if (segments.error)
    body = (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
      >{`${t('machineTranslation.media.editor.loadFailed')} ${errorDisplayMessage(segments.error)}`}</Alert>
    );
  else if (!segments.data)
    body = <Loader size="sm" aria-label={t('machineTranslation.media.editor.title')} />;
  else if (!file) body = <Alert color="gray">{t('machineTranslation.media.editor.noLines')}</Alert>;
  else body = <EditorBody job={job} editor={editor} unsureFirst={unsureFirst ?? false} />;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="media-editor-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id="media-editor-title">
              {t('machineTranslation.media.editor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('machineTranslation.media.editor.intro')}
            </Text>
          </div>
          <Button variant="default" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClose}>
            {t('machineTranslation.media.editor.close')}
          </Button>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
