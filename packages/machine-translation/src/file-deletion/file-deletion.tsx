// A request's files once deleted, and "Delete files now" for the company's client admin (decision 183). The
// server decides who may and when (403, 409); the dialog shows its words.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { calls, type JobRequest } from '@lingua/contract';
import { callApi, ConfirmDialog, formatDateTime, isInProgress, useEffectiveUser, useRevalidateJobRequests, useT } from '@lingua/core';
import { registerFileDeletionTexts } from './file-deletion-texts.ts';

registerFileDeletionTexts();

/** In place of the file cards once the files are gone. */
export function FilesDeleted({ at }: { at: string }) {
  const t = useT();
  return (
    <Alert color="gray" title={t('jobRequests.files.deletedOn', { date: formatDateTime(at) })}>
      <Text size="sm">{t('fileDeletion.deletedNote')}</Text>
    </Alert>
  );
}

export function DeleteFilesNow({ job }: { job: JobRequest }) {
  const t = useT();
  const user = useEffectiveUser();
  const revalidate = useRevalidateJobRequests();
  const [open, setOpen] = useState(false);
  const [memory, setMemory] = useState(false);
  const [glossary, setGlossary] = useState(false);
  const admin = !!user?.roles.includes('CLIENT') && !user.isFederatedSsoAccount;
  if (!admin || job.filesDeletedAt || isInProgress(job.status)) return null;
  const confirm = async () => {
    await callApi(calls.deleteJobRequestFiles, { params: { jobRequestId: job.id }, body: { deleteTranslationMemory: memory, deleteGlossary: glossary } });
    setOpen(false);
    await revalidate(job.id);
  };
  return (
    <Group justify="flex-end">
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          setMemory(false);
          setGlossary(false);
          setOpen(true);
        }}
      >
        {t('fileDeletion.deleteNow')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('fileDeletion.confirmTitle')}
        confirmLabel={t('fileDeletion.confirm')}
        confirmColor="red"
        returnFocus={false}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        message={
          <Stack gap="sm">
            <Text>{t('fileDeletion.confirmMessage', { name: job.name })}</Text>
            <Checkbox label={t('fileDeletion.alsoMemory')} checked={memory} onChange={(e) => setMemory(e.currentTarget.checked)} />
            <Checkbox label={t('fileDeletion.alsoGlossary')} checked={glossary} onChange={(e) => setGlossary(e.currentTarget.checked)} />
          </Stack>
        }
      />
    </Group>
  );
}
