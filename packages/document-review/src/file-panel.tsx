// "Update file" and the file's versions (decision 174): the button builds the document again from its segments
// (202; the state is read until `rebuilding` ends), a failure says in plain words why the earlier file stayed,
// and every version can be downloaded.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { DocumentReview } from '@lingua/contract';
import { errorDisplayMessage, formatDateTime, startDownload, useT } from '@lingua/core';
import { IconDownload, IconFileCheck, IconHistory } from '@tabler/icons-react';
import { useDocumentVersions, versionDownloadUrl, type FileRef } from './review-api.ts';

export interface FilePanelProps {
  file: FileRef;
  meta: DocumentReview;
  rebuilding: boolean;
  editable: boolean;
  /** Unsaved or saving changes: the update saves them first. */
  onUpdate(): void;
  /** Below the file's state: its quality score. */
  extra?: ReactNode;
}

const kb = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

function Versions({ file, meta, opened, onClose }: { file: FileRef; meta: DocumentReview; opened: boolean; onClose(): void }) {
  const t = useT();
  const versions = useDocumentVersions(file, opened);
  const [error, setError] = useState<unknown>(null);
  const download = async (version: number, fileName: string) => {
    setError(null);
    try {
      startDownload((await versionDownloadUrl(file, version)).downloadUrl, fileName);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('documentReview.file.versionsTitle', { name: meta.fileName })} size="lg">
      {versions.error || error ? <Alert color="red">{errorDisplayMessage(versions.error ?? error)}</Alert> : null}
      <Table>
        <Table.Tbody>
          {(versions.data?.versions ?? []).map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>
                <Text size="sm" fw={v.current ? 600 : 400}>
                  {t('documentReview.file.versionRow', { n: v.version, size: `${kb.format(v.size / 1024)} KB`, when: formatDateTime(v.createdAt) })}
                  {' · '}
                  {v.createdBy ? t('documentReview.file.by', { who: v.createdBy }) : t('documentReview.file.delivered')}
                  {v.current ? ` · ${t('documentReview.file.currentMark')}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download(v.version, v.fileName)}>
                  {t('documentReview.file.download', { n: v.version })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

export function FilePanel({ file, meta, rebuilding, editable, onUpdate, extra }: FilePanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        {editable ? (
          <Button size="sm" leftSection={<IconFileCheck size={16} aria-hidden />} loading={rebuilding} disabled={rebuilding || !meta.fileStale} onClick={onUpdate}>
            {t('documentReview.actions.update')}
          </Button>
        ) : null}
        <Button size="sm" variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpen(true)}>
          {t('documentReview.actions.versions')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {rebuilding ? t('documentReview.file.updating') : `${t('documentReview.file.version', { n: meta.fileVersion })} · ${meta.fileStale ? t('documentReview.file.stale') : t('documentReview.file.current')}`}
        </Text>
      </Group>
      {meta.rebuildFailure && !rebuilding ? (
        <Alert color="red" variant="light" title={t('documentReview.file.failed')}>
          {meta.rebuildFailure}
        </Alert>
      ) : null}
      {extra}
      <Versions file={file} meta={meta} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
