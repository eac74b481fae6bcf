// Above the lines: the save status, undo and redo, the file and language shown, the updates of translations
// and files, then export and import.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { EditorPickers } from './editor-pickers.tsx';
import { EditorTransfer } from './editor-transfer.tsx';
import { EditorUpdates } from './editor-updates.tsx';
import type { MediaEditorModel } from './use-media-editor.ts';

export interface EditorToolbarProps {
  job: JobRequest;
  editor: MediaEditorModel;
  target: string | null;
  onTarget: (languageId: string | null) => void;
  names: Map<string, string>;
  readOnly: boolean;
}

export function EditorToolbar({ job, editor, target, onTarget, names, readOnly }: EditorToolbarProps) {
  const t = useT();
  const failed = editor.saveState === 'conflict' || editor.saveState === 'error';
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Text size="sm" role="status" aria-live="polite" c={failed ? 'red.8' : 'dimmed'} miw={140}>
          {t(`machineTranslation.media.editor.saveState.${editor.saveState}`)}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          disabled={!editor.canUndo || readOnly}
          onClick={editor.undo}
        >
          {t('machineTranslation.media.editor.undo')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowForwardUp size={14} aria-hidden />}
          disabled={!editor.canRedo || readOnly}
          onClick={editor.redo}
        >
          {t('machineTranslation.media.editor.redo')}
        </Button>
        <EditorPickers editor={editor} target={target} onTarget={onTarget} names={names} />
        <EditorUpdates editor={editor} readOnly={readOnly} />
      </Group>
      <EditorTransfer job={job} editor={editor} names={names} readOnly={readOnly} />
    </Stack>
  );
}
