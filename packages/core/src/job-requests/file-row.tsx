import { useState } from 'react';
import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobRequestFile } from '@lingua/contract';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { errorDisplayMessage } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';
import { useDownloadJobRequestFile } from './api/file-download-url.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

export interface FileRowProps {
  file: Pick<JobRequestFile, 'fileName' | 'fileKey'>;
  onDownload: () => void;
  /** The download of this file is being prepared. */
  loading?: boolean;
}

/** One file of a request: its icon and name (truncated) and a Download button named after the file. */
export function FileRow({ file, onDownload, loading = false }: FileRowProps) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" size="md" radius="sm">
          <IconFileText size={16} aria-hidden />
        </ThemeIcon>
        <Text size="sm" truncate dir="auto">
          {file.fileName}
        </Text>
      </Group>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={onDownload}
        loading={loading}
        // The name gives way at 390 px, not the button's label.
        style={{ flexShrink: 0 }}
        aria-label={t('jobRequests.files.download', { fileName: file.fileName })}
      >
        {t('jobRequests.files.downloadShort')}
      </Button>
    </Group>
  );
}

/**
 * Downloads a request's files one at a time: `downloading` is the key of the file being prepared (for its row's
 * spinner); a failure shows as an error notification with the API's message.
 */
export function useFileDownloads() {
  const t = useT();
  const download = useDownloadJobRequestFile();
  const [downloading, setDownloading] = useState<string | null>(null);
  const run = async (jobRequestId: string, file: Pick<JobRequestFile, 'fileName' | 'fileKey'>) => {
    setDownloading(file.fileKey);
    try {
      await download.trigger({ jobRequestId, fileKey: file.fileKey, fileName: file.fileName });
    } catch (error) {
      notifications.show({ color: 'red', title: t('common.errors.title'), message: errorDisplayMessage(error) });
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, run };
}
