// The translation memory card's conversation with the server (decision 138): the size, the TMX export and
// import, and the deletion behind its confirmation.
import { useState } from 'react';
import { useUserAccount } from '@lingua/core';
import { deleteTranslationMemory, exportTranslationMemory, importTranslationMemory, useTranslationMemory } from '../api/translation-memory.ts';
import { readText, saveFile } from './browser-files.ts';

export type MemoryDialog = 'import' | 'delete' | null;

export function useMemoryCard() {
  const account = useUserAccount();
  const clientId = account.data?.clientConfig?.clientId ?? null;
  const memory = useTranslationMemory(clientId);
  const [dialog, setDialog] = useState<MemoryDialog>(null);
  return {
    memory,
    dialog,
    setDialog,
    exportFile: async () => saveFile(await exportTranslationMemory(clientId!)),
    importFile: async (file: File) => {
      await importTranslationMemory(clientId!, await readText(file));
      await memory.mutate();
      setDialog(null);
    },
    deleteAll: async () => {
      await deleteTranslationMemory(clientId!);
      await memory.mutate();
      setDialog(null);
    },
  };
}
