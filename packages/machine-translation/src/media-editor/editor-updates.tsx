// "Update translations" of the stale lines and "Update files", with whether the files hold the last changes.
import { Button, Text } from '@mantine/core';
import { useT } from '@lingua/core';
import { IconLanguage, IconRefresh } from '@tabler/icons-react';
import type { MediaEditorModel } from './use-media-editor.ts';

export function EditorUpdates({ editor, readOnly }: { editor: MediaEditorModel; readOnly: boolean }) {
  const t = useT();
  const file = editor.file!;
  // A change not saved yet is not in the files either.
  const outputsStale =
    editor.saveState !== 'saved' || file.source.outputsStale || file.translations.some((l) => l.outputsStale);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLanguage size={14} aria-hidden />}
        disabled={readOnly || editor.staleLines === 0}
        loading={editor.busy === 'retranslate'}
        title={t('machineTranslation.media.editor.updateTranslationsHint', { count: editor.staleLines })}
        onClick={() => void editor.retranslate()}
      >
        {t('machineTranslation.media.editor.updateTranslations')}
        {editor.staleLines > 0 ? ` (${editor.staleLines})` : ''}
      </Button>
      <Button
        size="xs"
        leftSection={<IconRefresh size={14} aria-hidden />}
        disabled={readOnly || !outputsStale || editor.saveState !== 'saved'}
        loading={editor.busy === 'rebuild'}
        title={t('machineTranslation.media.editor.updateFilesHint')}
        onClick={() => void editor.rebuild()}
      >
        {t('machineTranslation.media.editor.updateFiles')}
      </Button>
      <Text size="xs" c={outputsStale ? 'orange.9' : 'dimmed'}>
        {t(
          outputsStale
            ? 'machineTranslation.media.editor.staleFiles'
            : 'machineTranslation.media.editor.filesCurrent',
        )}
      </Text>
    </>
  );
}
