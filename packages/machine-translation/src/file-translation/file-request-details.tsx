import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobRequest, JobRequestFile, Origination } from '@lingua/contract';
import {
  canModify,
  EditableName,
  DetailFrame,
  FileRow,
  formatDateTime,
  isInProgress,
  sortedLanguageNames,
  StatusBadge,
  useFileDownloads,
  useJobRequest,
  useRenameJobRequest,
  useRevalidateJobRequests,
  useT,
  ZipDownloadDialog,
} from '@lingua/core';
import { IconAlertTriangle, IconArrowLeft, IconExternalLink, IconFileZip, IconUserCheck } from '@tabler/icons-react';
import { useMachineTranslationSettings } from '../api/get-settings.ts';
import { HumanEscalationDrawer } from '../human-escalation/human-escalation-drawer.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { MtEnginesSummary } from './mt-engines-summary.tsx';

registerMachineTranslationTexts();

/** Props of FileRequestDetails. */
export interface FileRequestDetailsProps {
  /** The request shown. */
  jobRequestId: string;
  /** Called by the Return button. */
  onReturn: () => void;
  /** Address of the human-translation project with `{xtrfInternalId}` in place of the id; unset shows the project name only. */
  humanProjectUrl?: string;
  /** Zip name for Download all; default the request name. */
  zipFileName?: (jobRequest: JobRequest) => string;
  /** More facts for the summary (the media tab's project type, subtitle type and progress). */
  summary?: (jobRequest: JobRequest) => ReactNode;
  /** A section under the summary (the media tab's preview and editor). */
  review?: (jobRequest: JobRequest) => ReactNode;
  /** The originations the tab shows; another request gets the spec's internal error (spec 3 §8). Default: the file tab's. */
  originations?: readonly Origination[];
}

/** The document tab's requests are machine translations of files. */
const FILE_TAB_ORIGINATIONS: readonly Origination[] = ['MT'];

/** Spec 3 §2.2 / §4.9: escalation is offered for COMPLETED or FAILED requests unless the settings disable it. */
export function canEscalate(status: string, disableHumanEscalation: boolean | undefined): boolean {
  return (status === 'COMPLETED' || status === 'FAILED') && !disableHumanEscalation;
}

function defaultZipName(jobRequest: JobRequest): string {
  const base = jobRequest.name.replace(/\.[a-z0-9]{2,5}(\s\+\d+)?$/i, '$1').replace(/[^\p{L}\p{N}._ +-]+/gu, '_').trim() || jobRequest.id;
  return `${base}.zip`;
}

/**
 * Request details of the file tab (spec 3 §2.2): editable name, status with tooltips, source files, translated
 * files per language with Download all, the human-translation project link, escalation, and Return. Refreshes
 * every 10 s while in progress.
 */
export function FileRequestDetails({ jobRequestId, onReturn, humanProjectUrl, zipFileName, summary, review, originations = FILE_TAB_ORIGINATIONS }: FileRequestDetailsProps) {
  const t = useT();
  const request = useJobRequest(jobRequestId);
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onReturn} px={4} w="fit-content">
      {t('machineTranslation.details.back')}
    </Button>
  );
  return (
    <DetailFrame request={request} back={back} originations={originations}>
      {(job) => <Details job={job} back={back} humanProjectUrl={humanProjectUrl} zipFileName={zipFileName} summary={summary} review={review} />}
    </DetailFrame>
  );
}

function Details({ job, back, humanProjectUrl, zipFileName, summary, review }: Omit<FileRequestDetailsProps, 'jobRequestId' | 'onReturn'> & { job: JobRequest; back: ReactNode }) {
  const t = useT();
  const settings = useMachineTranslationSettings();
  const rename = useRenameJobRequest();
  const { downloading, run } = useFileDownloads();
  const revalidate = useRevalidateJobRequests();
  const [editing, setEditing] = useState(false);
  const [language, setLanguage] = useState<string | null>(null);
  const [zipOpen, setZipOpen] = useState(false);
  const [escalationOpen, setEscalationOpen] = useState(false);

  const sourceFiles = job.files.filter((file) => file.category === 'SOURCE_DOCUMENT');
  const translated = job.files.filter((file) => file.category === 'TRANSLATED_DOCUMENT');
  // The targets, plus the source when outputs are in it (a media transcript).
  const outputLanguages = [...job.targetLanguages, ...(translated.some((f) => f.languageId === job.sourceLanguage.id) && !job.targetLanguages.some((l) => l.id === job.sourceLanguage.id) ? [job.sourceLanguage] : [])];
  const targetsByName = outputLanguages.sort((a, b) => a.name.localeCompare(b.name));
  const selectedLanguage = language ?? targetsByName[0]?.id ?? null;
  const translatedForLanguage = translated.filter((file) => file.languageId === selectedLanguage);
  const escalationAvailable = canEscalate(job.status, settings.data?.disableHumanEscalation);

  const downloadFile = (file: JobRequestFile) => run(job.id, file);

  const projectLink =
    job.xtrfInternalId !== null && job.xtrfInternalId !== undefined ? (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('machineTranslation.details.humanProject')}:
        </Text>
        {humanProjectUrl ? (
          <Anchor href={humanProjectUrl.replace('{xtrfInternalId}', String(job.xtrfInternalId))} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('machineTranslation.details.humanProjectLink', { name: job.xtrfName ?? String(job.xtrfInternalId) })}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" fw={500}>
            {t('machineTranslation.details.humanProjectName', { name: job.xtrfName ?? String(job.xtrfInternalId) })}
          </Text>
        )}
      </Group>
    ) : null;

  return (
    <Stack gap="md">
      {back}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Title order={2} size="h3" style={{ flex: 1, minWidth: 240 }}>
              <EditableName
                name={job.name}
                editing={editing}
                onEditingChange={setEditing}
                disabled={!canModify(job.status)}
                size="lg"
                renderName={(name) => (
                  <Text component="span" inherit>
                    {name}
                  </Text>
                )}
                onSave={async (newName) => {
                  await rename.trigger({ jobRequestId: job.id, newName });
                  notifications.show({ color: 'green', message: t('jobRequests.rename.saved') });
                  await revalidate(job.id);
                }}
              />
            </Title>
            <StatusBadge status={job.status} size="lg" />
          </Group>
          <Group gap="xl" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('machineTranslation.details.created')}
              </Text>
              <Text size="sm">{formatDateTime(job.createTime)}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('machineTranslation.details.languages')}
              </Text>
              <Text size="sm">
                {job.sourceLanguage.name} → {sortedLanguageNames(job.targetLanguages)}
              </Text>
            </div>
            <MtEnginesSummary job={job} />
            {summary?.(job)}
          </Group>
          {projectLink}
          {isInProgress(job.status) ? (
            <Text size="xs" c="dimmed">
              {t('machineTranslation.details.autoRefresh')}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      {job.status === 'FAILED' ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title={t('machineTranslation.details.failedTitle')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {job.failureReason ?? t('machineTranslation.details.failedWithoutReason')}
          </Text>
        </Alert>
      ) : null}

      {review?.(job)}

      {escalationAvailable ? (
        <Alert variant="light" color="blue" icon={<IconUserCheck aria-hidden />}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('machineTranslation.escalation.note')}</Text>
            <Button size="xs" onClick={() => setEscalationOpen(true)}>
              {t('machineTranslation.escalation.open')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
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
              <FileRow key={file.fileKey} file={file} loading={downloading === file.fileKey} onDownload={() => void downloadFile(file)} />
            ))}
          </Stack>
        </Card>
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <Title order={3} size="h5">
                {t('machineTranslation.details.translatedFiles')}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFileZip size={14} aria-hidden />}
                disabled={translated.length === 0}
                onClick={() => setZipOpen(true)}
              >
                {t('machineTranslation.details.downloadAll')}
              </Button>
            </Group>
            {translated.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('machineTranslation.details.noTranslatedFiles')}
              </Text>
            ) : (
              <>
                <Select
                  label={t('machineTranslation.details.language')}
                  data={targetsByName.map((target) => ({ value: target.id, label: target.name }))}
                  value={selectedLanguage}
                  onChange={setLanguage}
                  allowDeselect={false}
                  size="sm"
                  w={240}
                  comboboxProps={{ withinPortal: true }}
                />
                {translatedForLanguage.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('machineTranslation.details.noFilesForLanguage')}
                  </Text>
                ) : (
                  translatedForLanguage.map((file) => (
                    <FileRow key={file.fileKey} file={file} loading={downloading === file.fileKey} onDownload={() => void downloadFile(file)} />
                  ))
                )}
              </>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      <ZipDownloadDialog opened={zipOpen} jobRequestId={job.id} zipFileName={(zipFileName ?? defaultZipName)(job)} onClose={() => setZipOpen(false)} />
      <HumanEscalationDrawer
        opened={escalationOpen}
        jobRequest={job}
        onClose={() => setEscalationOpen(false)}
        onSubmitted={() => {
          setEscalationOpen(false);
          void revalidate(job.id);
        }}
      />
    </Stack>
  );
}
