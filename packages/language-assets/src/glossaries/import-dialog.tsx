// Import a CSV or TBX-Basic file; a refused file shows every error the server listed, one per line.
import { useEffect, useState } from 'react';
import { List, Modal, Stack, Text } from '@mantine/core';
import { ErrorAlert, FilePicker, formSubmit, useT, useDialogSubmit } from '@lingua/core';
import { DialogButtons } from './dialog-buttons.tsx';
import { refusedImport } from './glossaries-state.ts';

export interface ImportDialogProps {
  opened: boolean;
  /** Catalogue keys of the title and the hint, and the file types offered; the glossary's by default. */
  texts?: { title: string; hint: string; accept: string };
  onImport: (file: File) => Promise<void>;
  onClose: () => void;
}

const GLOSSARY_FILES = { title: 'languageAssets.glossaries.importTitle', hint: 'languageAssets.glossaries.importHint', accept: '.csv,.tbx,.xml,.txt' };

export function ImportDialog({ opened, texts = GLOSSARY_FILES, onImport, onClose }: ImportDialogProps) {
  const t = useT();
  const submit = useDialogSubmit();
  const [file, setFile] = useState<File | null>(null);
  const { reset } = submit;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  const refused = refusedImport(submit.failure);
  const send = formSubmit(() => {
    if (file) void submit.run(() => onImport(file));
  });
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={submit.busy ? () => {} : onClose} title={t(texts.title)} centered size="lg">
      <form onSubmit={send} noValidate>
        <Stack>
          <Text size="sm">{t(texts.hint)}</Text>
          <FilePicker label={t('languageAssets.glossaries.importFile')} accept={texts.accept} withAsterisk data-autofocus value={file} onChange={setFile} />
          {refused && refused.errors.length ? (
            <div role="alert">
              <Text size="sm" fw={600} c="red.8">
                {refused.summary}
              </Text>
              <List size="sm" spacing={2} mah={220} style={{ overflowY: 'auto' }}>
                {refused.errors.map((e) => <List.Item key={e}>{e}</List.Item>)}
              </List>
            </div>
          ) : submit.failure ? <ErrorAlert error={submit.failure} /> : null}
          <DialogButtons busy={submit.busy} label={t('languageAssets.glossaries.importSave')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
