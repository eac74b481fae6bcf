import { useState } from 'react';
import type { ReactNode } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, List, Paper, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import {
  DetailFrame,
  formatDateTime,
  nameOfLanguage,
  sortedLanguageNames,
  StatusBadge,
  useFileDownloads,
  useJobRequest,
  useLanguageCodes,
  useRevalidateJobRequests,
  useT,
  ZipDownloadDialog,
} from '@lingua/core';
import { IconArrowLeft, IconExternalLink, IconFileZip, IconInfoCircle } from '@tabler/icons-react';
import { registerProcurementTexts } from '../texts.ts';
import { byNameWithoutExtension, FileList } from './file-list.tsx';
import { QuoteTab } from './quote-tab.tsx';

registerProcurementTexts();

export type CoupaDetailTab = 'sourceDocuments' | 'quote' | 'deliverables';

export interface CoupaRequestDetailsProps {
  jobRequestId: string;
  /** The back arrow (to /coupa). */
  onBack: () => void;
  /** Goes to the accept answer's redirectUrl; default the browser navigates there. */
  onRedirect?: (url: string) => void;
  /** Initially open tab (stories); default Source Documents. */
  initialTab?: CoupaDetailTab;
}

/** Spec 3 §2.6: the Quote tab shows for quote requests or when a quote confirmation document exists. */
export function hasQuoteTab(job: JobRequest): boolean {
  return job.requestType === 'QUOTE_REQUEST' || job.files.some((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');
}

/**
 * A procurement request (spec 3 §2.6): back arrow, name, Summary card, and the tabs Source Documents, Quote and
 * Deliverables. Refreshes every 10 s while in progress (core's useJobRequest); a load failure shows an error panel.
 */
export function CoupaRequestDetails({ jobRequestId, onBack, onRedirect, initialTab }: CoupaRequestDetailsProps) {
  const t = useT();
  useLanguageCodes();
  const request = useJobRequest(jobRequestId);
  const revalidate = useRevalidateJobRequests();
  const [tab, setTab] = useState<string | null>(initialTab ?? 'sourceDocuments');

  const back = (
    <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('coupa.detail.back')}>
      <IconArrowLeft size={20} aria-hidden className="mantine-rotate-rtl" />
    </ActionIcon>
  );
  return (
    <DetailFrame
      request={request}
      back={back}
      originations={['COUPA']}
      skeleton={
        <>
          <Skeleton height={40} width="40%" />
          <Skeleton height={140} radius="md" />
          <Skeleton height={240} radius="md" />
        </>
      }
    >
      {(job) => (
        <Details
          job={job}
          back={back}
          tab={tab}
          onTab={setTab}
          onRedirect={onRedirect}
          onChanged={() => {
            void request.mutate();
            void revalidate();
          }}
        />
      )}
    </DetailFrame>
  );
}

function Details({ job, back, tab, onTab, onRedirect, onChanged }: { job: JobRequest; back: ReactNode; tab: string | null; onTab: (tab: string | null) => void; onRedirect?: ((url: string) => void) | undefined; onChanged: () => void }) {
  const t = useT();
  const quoteTab = hasQuoteTab(job);
  const activeTab = tab === 'quote' && !quoteTab ? 'sourceDocuments' : tab;

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        {back}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{job.name}</bdi>
        </Title>
      </Group>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="coupa-summary-title">
        <Title order={2} size="h4" mb="md" id="coupa-summary-title">
          {t('coupa.detail.summary')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Fact label={t('coupa.detail.status')}>
            <StatusBadge status={job.status} vocabulary="request" requestType={job.requestType} />
          </Fact>
          <Fact label={t('coupa.detail.submittedOn')}>{formatDateTime(job.createTime)}</Fact>
          <Fact label={t('coupa.detail.sourceLanguage')}>{nameOfLanguage(job.sourceLanguage)}</Fact>
          <Fact label={t('coupa.detail.targetLanguages')}>{sortedLanguageNames(job.targetLanguages)}</Fact>
        </SimpleGrid>
      </Paper>
      <Tabs value={activeTab} onChange={onTab} keepMounted={false}>
        <Tabs.List aria-label={t('coupa.detail.tabsLabel')}>
          <Tabs.Tab value="sourceDocuments">{t('coupa.detail.tabs.sourceDocuments')}</Tabs.Tab>
          {quoteTab ? <Tabs.Tab value="quote">{t('coupa.detail.tabs.quote')}</Tabs.Tab> : null}
          <Tabs.Tab value="deliverables">{t('coupa.detail.tabs.deliverables')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sourceDocuments" pt="lg">
          <SourceDocuments job={job} />
        </Tabs.Panel>
        {quoteTab ? (
          <Tabs.Panel value="quote" pt="lg">
            <QuoteTab
              jobRequest={job}
              onRedirect={onRedirect}
              onChanged={onChanged}
            />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="deliverables" pt="lg">
          <Deliverables job={job} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Source Files, Reference Files (sorted by name without extension) and Source File Links; empty sections hidden. */
function SourceDocuments({ job }: { job: JobRequest }) {
  const t = useT();
  const { downloading, run } = useFileDownloads();
  const sources = byNameWithoutExtension(job.files.filter((f) => f.category === 'SOURCE_DOCUMENT'));
  const references = byNameWithoutExtension(job.files.filter((f) => f.category === 'REFERENCE'));
  const links = job.fileLinks;
  if (!sources.length && !references.length && !links.length) {
    return <Text c="dimmed">{t('coupa.detail.noSourceDocuments')}</Text>;
  }
  return (
    <Stack gap="lg">
      {sources.length ? <FileList title={t('coupa.detail.sourceFiles')} files={sources} downloading={downloading} onDownload={(f) => void run(job.id, f)} /> : null}
      {references.length ? <FileList title={t('coupa.detail.referenceFiles')} files={references} downloading={downloading} onDownload={(f) => void run(job.id, f)} /> : null}
      {links.length ? (
        <Stack gap="xs" component="section" aria-label={t('coupa.detail.sourceFileLinks')}>
          <Title order={3} size="h5">
            {t('coupa.detail.sourceFileLinks')}
          </Title>
          <List spacing="xs">
            {links.map((link) => (
              <List.Item key={link.url}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('coupa.detail.opensInNewTab', { name: link.name || link.url })}>
                  <Group gap={4} component="span" wrap="nowrap">
                    {link.name || link.url}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Spec 3 §2.6 Deliverables: language selector (first target by name), its files, Download All as {id}.zip. */
function Deliverables({ job }: { job: JobRequest }) {
  const t = useT();
  const { downloading, run } = useFileDownloads();
  const [language, setLanguage] = useState<string | null>(null);
  const [zipOpen, setZipOpen] = useState(false);
  const translated = job.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT');
  if (!translated.length) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('coupa.deliverables.notAvailable')}
      </Alert>
    );
  }
  const targets = [...job.targetLanguages].sort((a, b) => a.name.localeCompare(b.name));
  const selected = language ?? targets[0]?.id ?? null;
  const files = byNameWithoutExtension(translated.filter((f) => f.languageId === selected));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('coupa.deliverables.language')}
          data={targets.map((l) => ({ value: l.id, label: nameOfLanguage(l) }))}
          value={selected}
          onChange={setLanguage}
          allowDeselect={false}
          w={260}
        />
        <Button leftSection={<IconFileZip size={16} aria-hidden />} onClick={() => setZipOpen(true)}>
          {t('coupa.deliverables.downloadAll')}
        </Button>
      </Group>
      {files.length ? (
        <FileList files={files} downloading={downloading} onDownload={(f) => void run(job.id, f)} />
      ) : (
        <Text c="dimmed">{t('coupa.deliverables.noFilesForLanguage')}</Text>
      )}
      <ZipDownloadDialog opened={zipOpen} jobRequestId={job.id} zipFileName={`${job.id}.zip`} onClose={() => setZipOpen(false)} />
    </Stack>
  );
}
