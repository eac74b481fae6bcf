// The confirmation of a deletion (decision 183): memory and glossary stay unless the admin ticks them.
import { useEffect, useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { ConfirmDialog, useT } from '@lingua/core';
import '../texts/retention-texts.ts';

export interface DeleteChoices {
  deleteTranslationMemory: boolean;
  deleteGlossary: boolean;
}

export function DeleteFilesDialog({ opened, message, onConfirm, onClose }: { opened: boolean; message: string; onConfirm: (choices: DeleteChoices) => Promise<void>; onClose: () => void }) {
  const t = useT();
  const [memory, setMemory] = useState(false);
  const [glossary, setGlossary] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setMemory(false);
    setGlossary(false);
  }, [opened]);
  return (
    <ConfirmDialog
      opened={opened}
      title={t('retention.confirmTitle')}
      confirmLabel={t('retention.confirmDelete')}
      confirmColor="red"
      onConfirm={() => onConfirm({ deleteTranslationMemory: memory, deleteGlossary: glossary })}
      onClose={onClose}
      message={
        <Stack gap="sm">
          <Text>{message}</Text>
          <Checkbox label={t('retention.alsoMemory')} checked={memory} onChange={(e) => setMemory(e.currentTarget.checked)} />
          <Checkbox label={t('retention.alsoGlossary')} checked={glossary} onChange={(e) => setGlossary(e.currentTarget.checked)} />
        </Stack>
      }
    />
  );
}
