// The translated files, one language at a time (the first by name at first), and Download all; beside each file
// "Review and edit", which opens the document editor (decision 173) where the host gives its address.
import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { JobRequest, JobRequestFile } from '@lingua/contract';
import { FileRow, inAppClick, nameOfLanguage, useT } from '@lingua/core';
import { IconEdit, IconFileZip } from '@tabler/icons-react';
import { outputLanguagesOf, translatedFilesOf } from './file-details-state.ts';
import type { FilesCardProps } from './source-files-card.tsx';

export interface ReviewLinkProps {
  /** Address of a translated file's document editor; unset: no "Review and edit". */
  reviewHref?: ((jobRequestId: string, fileKey: string) => string) | undefined;
  onReviewFile?: ((jobRequestId: string, fileKey: string) => void) | undefined;
}

function ReviewLink({ job, file, reviewHref, onReviewFile }: ReviewLinkProps & { job: JobRequest; file: JobRequestFile }) {
  const t = useT();
  // A language sent back (decision 184) can still be read and marked in the editor.
  if (!reviewHref || (job.status !== 'COMPLETED' && job.status !== 'CHANGES_REQUESTED')) return null;
  return (
    <Anchor href={reviewHref(job.id, file.fileKey)} size="sm" aria-label={t('machineTranslation.details.reviewFileNamed', { fileName: file.fileName })} onClick={onReviewFile ? inAppClick(() => onReviewFile(job.id, file.fileKey)) : undefined} ps="sm">
      <IconEdit size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('machineTranslation.details.reviewFile')}
    </Anchor>
  );
}

export function TranslatedFilesCard({ job, downloading, onDownload, onDownloadAll, reviewHref, onReviewFile }: FilesCardProps & ReviewLinkProps & { onDownloadAll: () => void }) {
  const t = useT();
  const [language, setLanguage] = useState<string | null>(null);
  const translated = translatedFilesOf(job);
  const languages = outputLanguagesOf(job);
  const selected = language ?? languages[0]?.id ?? null;
  const forLanguage = translated.filter((file) => file.languageId === selected);
  const none = (key: string) => (
    <Text size="sm" c="dimmed">
      {t(key)}
    </Text>
  );
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={3} size="h5">
            {t('machineTranslation.details.translatedFiles')}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconFileZip size={14} aria-hidden />} disabled={translated.length === 0} onClick={onDownloadAll}>
            {t('machineTranslation.details.downloadAll')}
          </Button>
        </Group>
        {translated.length === 0 ? (
          none('machineTranslation.details.noTranslatedFiles')
        ) : (
          <>
            <Select
              label={t('machineTranslation.details.language')}
              data={languages.map((target) => ({ value: target.id, label: nameOfLanguage(target) }))}
              value={selected}
              onChange={setLanguage}
              allowDeselect={false}
              size="sm"
              w={240}
              comboboxProps={{ withinPortal: true }}
            />
            {forLanguage.length === 0 ? none('machineTranslation.details.noFilesForLanguage') : forLanguage.map((file) => (
                <Stack key={file.fileKey} gap={2}>
                  <FileRow file={file} loading={downloading === file.fileKey} onDownload={() => onDownload(file)} />
                  <ReviewLink job={job} file={file} reviewHref={reviewHref} onReviewFile={onReviewFile} />
                </Stack>
              ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
