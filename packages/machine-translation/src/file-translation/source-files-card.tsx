// The request's source files, each downloadable.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobRequest, JobRequestFile } from '@lingua/contract';
import { FileRow, useT } from '@lingua/core';
import { sourceFilesOf } from './file-details-state.ts';

export interface FilesCardProps {
  job: JobRequest;
  /** The key of the file being downloaded. */
  downloading: string | null | undefined;
  onDownload: (file: JobRequestFile) => void;
}

export function SourceFilesCard({ job, downloading, onDownload }: FilesCardProps) {
  const t = useT();
  const sourceFiles = sourceFilesOf(job);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('machineTranslation.details.sourceFiles')}
          </Title>
          <Text size="sm" c="dimmed">
            {sourceFiles.length}
          </Text>
        </Group>
        {sourceFiles.map((file) => (
          <FileRow key={file.fileKey} file={file} loading={downloading === file.fileKey} onDownload={() => onDownload(file)} />
        ))}
      </Stack>
    </Card>
  );
}
