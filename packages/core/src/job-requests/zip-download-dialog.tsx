import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ZIP_STATUS_POLL_INTERVAL_MS } from '@lingua/contract';
import type { ZipStatus } from '@lingua/contract';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import { getZipStatus } from './api/zip-status.ts';
import { zipTranslatedFiles } from './api/zip-translated-files.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

/** Props of ZipDownloadDialog. */
export interface ZipDownloadDialogProps {
  /** Whether the dialog is open; polling runs only while it is. */
  opened: boolean;
  /** Request whose translated files are zipped. */
  jobRequestId: string;
  /** Name of the zip file (query zipFileName; the media tab uses mt-translation-{id}.zip). */
  zipFileName?: string;
  /** Called when the user closes the dialog. */
  onClose: () => void;
}

type ZipView = { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'failed' } | { kind: 'error'; error: unknown };

/**
 * The zip download dialog (spec 3 §4.5): polls the zip status every second while open; NOT_STARTED starts the
 * zip; FAILED starts it once more, and a second failure shows downloadTranslatedFilesDialog.failure;
 * COMPLETED shows the download link.
 */
export function ZipDownloadDialog({ opened, jobRequestId, zipFileName, onClose }: ZipDownloadDialogProps) {
  const t = useT();
  const [view, setView] = useState<ZipView>({ kind: 'preparing' });
  const [session, setSession] = useState(0);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = false;
    let retried = false;
    setView({ kind: 'preparing' });

    const start = async (): Promise<ZipStatus> => {
      started = true;
      const reply = await zipTranslatedFiles(jobRequestId, zipFileName);
      // The create call may answer without a body; the next poll then tells the status.
      return reply && typeof reply === 'object' && 'status' in reply ? reply : { status: 'IN_PROGRESS' };
    };

    const tick = async () => {
      try {
        let zip = await getZipStatus(jobRequestId);
        if (cancelled) return;
        if (zip.status === 'NOT_STARTED' && !started) zip = await start();
        else if (zip.status === 'FAILED' && !retried) {
          retried = true;
          zip = await start();
        }
        if (cancelled) return;
        if (zip.status === 'COMPLETED' && zip.downloadUrl) {
          setView({ kind: 'ready', url: zip.downloadUrl });
          return;
        }
        if (zip.status === 'FAILED') {
          setView({ kind: 'failed' });
          return;
        }
        timer = setTimeout(() => void tick(), ZIP_STATUS_POLL_INTERVAL_MS);
      } catch (error) {
        if (!cancelled) setView({ kind: 'error', error });
      }
    };
    void tick();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [opened, jobRequestId, zipFileName, session]);

  const fileName = zipFileName ?? `${jobRequestId}.zip`;
  return (
    <Modal opened={opened} onClose={onClose} title={t('jobRequests.zip.title')} centered>
      <Stack gap="md">
        {view.kind === 'preparing' ? (
          <Center py="md">
            <Stack align="center" gap="xs">
              <Loader size="md" aria-hidden />
              <Text role="status" aria-live="polite">
                {t('jobRequests.zip.preparing')}
              </Text>
            </Stack>
          </Center>
        ) : null}
        {view.kind === 'ready' ? (
          <Stack align="center" gap="sm" py="sm">
            <IconFileZip size={40} aria-hidden style={{ color: 'var(--mantine-color-blue-7)' }} />
            <Text role="status">{t('jobRequests.zip.ready')}</Text>
            <Button component="a" href={view.url} download={fileName} leftSection={<IconDownload size={16} aria-hidden />}>
              {t('jobRequests.zip.download', { fileName })}
            </Button>
          </Stack>
        ) : null}
        {view.kind === 'failed' ? (
          <ErrorAlert error={new Error(t('downloadTranslatedFilesDialog.failure'))} onRetry={() => setSession((n) => n + 1)} />
        ) : null}
        {view.kind === 'error' ? <ErrorAlert error={view.error} onRetry={() => setSession((n) => n + 1)} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
