// Export of the lines as any subtitle type, and import of an SRT or VTT file into one language's lines.
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { JobRequest } from '@lingua/contract';
import { EditorExport } from './editor-export.tsx';
import { EditorImport, type ImportNote } from './editor-import.tsx';
import type { MediaEditorModel } from './use-media-editor.ts';

export interface EditorTransferProps {
  job: JobRequest;
  editor: MediaEditorModel;
  names: Map<string, string>;
  readOnly: boolean;
}

export function EditorTransfer({ job, editor, names, readOnly }: EditorTransferProps) {
  const file = editor.file!;
  const languages = [file.source.languageId, ...file.translations.map((l) => l.languageId)].map((id) => ({ value: id, label: names.get(id) ?? id }));
  const [importNote, setImportNote] = useState<ImportNote | null>(null);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <EditorExport job={job} editor={editor} languages={languages} />
        <EditorImport editor={editor} languages={languages} names={names} readOnly={readOnly} onNote={setImportNote} />
      </Group>
      {importNote ? (
        <Text size="sm" c={importNote.ok ? 'green.9' : 'red.8'} role={importNote.ok ? 'status' : 'alert'}>
          {importNote.text}
        </Text>
      ) : null}
    </Stack>
  );
}
