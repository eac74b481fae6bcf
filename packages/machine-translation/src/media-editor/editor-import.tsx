// Import of an SRT or VTT file into the chosen language's lines; the outcome is told beside the toolbar.
import { useState } from 'react';
import { Button, FileButton, Select } from '@mantine/core';
import { errorDisplayMessage, useT } from '@lingua/core';
import { IconUpload } from '@tabler/icons-react';
import type { MediaEditorModel } from './use-media-editor.ts';

export interface ImportNote {
  ok: boolean;
  text: string;
}

export interface EditorImportProps {
  editor: MediaEditorModel;
  languages: Array<{ value: string; label: string }>;
  names: Map<string, string>;
  readOnly: boolean;
  onNote: (note: ImportNote) => void;
}

export function EditorImport({ editor, languages, names, readOnly, onNote }: EditorImportProps) {
  const t = useT();
  const [language, setLanguage] = useState(editor.file!.source.languageId);
  const importFile = (chosen: File | null) => {
    if (!chosen) return;
    const name = names.get(language) ?? language;
    editor
      .importFile(language, chosen)
      .then(() => onNote({ ok: true, text: t('machineTranslation.media.editor.importDone', { language: name, fileName: chosen.name }) }))
      .catch((error: unknown) => onNote({ ok: false, text: t('machineTranslation.media.editor.importFailed', { message: errorDisplayMessage(error) }) }));
  };
  return (
    <>
      <Select size="xs" w={160} label={t('machineTranslation.media.editor.importLanguage')} value={language} allowDeselect={false} onChange={(v) => v && setLanguage(v)} data={languages} disabled={readOnly} comboboxProps={{ withinPortal: true }} />
      <FileButton accept=".srt,.vtt" onChange={importFile}>
        {(props) => (
          <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} disabled={readOnly} loading={editor.busy === 'import'}>
            {t('machineTranslation.media.editor.import')}
          </Button>
        )}
      </FileButton>
    </>
  );
}
