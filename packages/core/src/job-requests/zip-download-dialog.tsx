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

export interface ZipDownloadDialogProps {
  /** Whether the dialog is open; polling runs only while it is. */
  opened: boolean;
  jobRequestId: string;
  /** Name of the zip file (query zipFileName; the media tab uses mt-translation-{id}.zip). */
  zipFileName?: string;
  onClose: () => void;
}

type ZipView = { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'failed' } | { kind: 'error'; error: unknown };

/**
 * Polls the zip status every ZIP_STATUS_POLL_INTERVAL_MS while `opened`: NOT_STARTED starts the zip; FAILED starts
 * it once more, and a second failure is the failed view; COMPLETED gives the download address. A new `session`
 * starts over (Retry).
 */
function useZipView(opened: boolean, jobRequestId: string, zipFileName: string | undefined, session: number): ZipView {
  const [view, setView] = useState<ZipView>({ kind: 'preparing' });
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
        if (zip.status === 'COMPLETED' && zip.downloadUrl) return setView({ kind: 'ready', url: zip.downloadUrl });
        if (zip.status === 'FAILED') return setView({ kind: 'failed' });
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
  return view;
}

/** The zip download dialog (spec 3 §4.5): preparing, then the download link, or the failure with Retry. */
export function ZipDownloadDialog({ opened, jobRequestId, zipFileName, onClose }: ZipDownloadDialogProps) {
  const t = useT();
  const [session, setSession] = useState(0);
  const view = useZipView(opened, jobRequestId, zipFileName, session);
  const fileName = zipFileName ?? `${jobRequestId}.zip`;
  const retry = () => setSession((n) => n + 1);
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
        {view.kind === 'failed' ? <ErrorAlert error={new Error(t('downloadTranslatedFilesDialog.failure'))} onRetry={retry} /> : null}
        {view.kind === 'error' ? <ErrorAlert error={view.error} onRetry={retry} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
