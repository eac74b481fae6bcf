// The source file (when the request has several) and the translation shown beside the transcript.
import { Select } from '@mantine/core';
import { useT } from '@lingua/core';
import type { MediaEditorModel } from './use-media-editor.ts';

export interface EditorPickersProps {
  editor: MediaEditorModel;
  target: string | null;
  onTarget: (languageId: string | null) => void;
  names: Map<string, string>;
}

export function EditorPickers({ editor, target, onTarget, names }: EditorPickersProps) {
  const t = useT();
  const file = editor.file!;
  const data = editor.segments.data!;
  return (
    <>
      {data.files.length > 1 ? (
        <Select
          size="xs"
          label={t('machineTranslation.media.editor.sourceFile')}
          value={String(file.fileIndex)}
          allowDeselect={false}
          onChange={(v) => v !== null && editor.setFileIndex(Number(v))}
          data={data.files.map((f) => ({ value: String(f.fileIndex), label: f.fileName }))}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {file.translations.length > 0 ? (
        <Select
          size="xs"
          w={200}
          label={t('machineTranslation.media.editor.targetLanguage')}
          value={target ?? ''}
          allowDeselect={false}
          onChange={(v) => onTarget(v || null)}
          data={[
            { value: '', label: t('machineTranslation.media.editor.noTranslation') },
            ...file.translations.map((l) => ({
              value: l.languageId,
              label: names.get(l.languageId) ?? l.languageId,
            })),
          ]}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </>
  );
}
