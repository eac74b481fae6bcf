// What the editor must tell above its lines: another window's save (with Reload), a failed save, a rebuild
// under way or failed, lines that cannot be edited, and why the last edit was refused.
import { Alert, Button, Group, Text } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { MediaEditorModel } from './use-media-editor.ts';

export function EditorNotices({ job, editor, problem }: { job: JobRequest; editor: MediaEditorModel; problem: string | null }) {
  const t = useT();
  const data = editor.segments.data!;
  const editable = job.status === 'TRANSLATING' || data.editable;
  return (
    <>
      {editor.saveState === 'conflict' ? (
        <Alert color="orange" title={t('machineTranslation.media.editor.conflictTitle')} icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('machineTranslation.media.editor.conflictText')}</Text>
            <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void editor.reload()}>
              {t('machineTranslation.media.editor.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {editor.saveState === 'error' && editor.saveError ? (
        <Alert color="red" role="alert">
          {t(editor.retrying ? 'machineTranslation.media.editor.saveRetrying' : 'machineTranslation.media.editor.saveFailed', { message: editor.saveError })}
        </Alert>
      ) : null}
      {job.status === 'TRANSLATING' ? (
        <Alert color="blue" role="status">
          {t('machineTranslation.media.editor.rebuilding', { percent: job.progress ?? 0 })}
        </Alert>
      ) : null}
      {editable ? null : <Alert color="gray">{t(job.status === 'COMPLETED' ? 'machineTranslation.media.editor.readOnlyArchived' : 'machineTranslation.media.editor.readOnly')}</Alert>}
      {data.rebuildFailure && job.status !== 'TRANSLATING' ? (
        <Alert color="red" role="alert">
          {t('machineTranslation.media.editor.rebuildFailed', { reason: data.rebuildFailure })}
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="orange" role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}
