import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isQuoteDocumentName, QUOTE_DOCUMENT_ACCEPT, type JobRequest, type JobRequestFile } from '@lingua/contract';
import { ErrorAlert, FilePicker, formatDateTime, inAppClick, nameOfLanguage, sortedLanguageNames, StatusBadge, useLanguageCodes, useT } from '@lingua/core';
import { registerProcurementTexts } from '../texts.ts';
import { addDeliverables } from '../api/add-deliverables.ts';
import { completeJobRequest } from '../api/complete-job-request.ts';
import { useDeskJobRequests, useSentBackJobRequests } from '../api/list-desk-job-requests.ts';
import { replaceQuoteDocument } from '../api/replace-quote-document.ts';
import { uploadFiles } from '../api/upload-files.ts';

registerProcurementTexts();

export interface ProviderDeskProps {
  /** Uploads files and returns their keys; default the temporary upload permission of the API. */
  upload?: (files: readonly File[]) => Promise<Array<{ fileName: string; fileKey: string }>>;
  /**
   * Where staff fix a request sent back (decision 188): a delivered document's editor, or with `file` null a
   * media request's lines; null where there is none. The portal knows the editors' addresses.
   */
  fixHref?: (job: JobRequest, file: JobRequestFile | null) => string | null;
  /** Opens an in-app address without reloading the page. */
  onNavigate?: (path: string) => void;
}

/**
 * The provider desk (decision 046): staff see the procurement requests of every client and answer them — replace
 * the quote document and total, upload deliverables per target language, complete the request. Requests of any kind
 * a client sent back with changes requested are listed apart, to fix and complete again (decision 188).
 */
export function ProviderDesk({ upload = uploadFiles, fixHref, onNavigate }: ProviderDeskProps) {
  const t = useT();
  useLanguageCodes();
  const list = useDeskJobRequests();
  const sentBack = useSentBackJobRequests();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const returned = (sentBack.data?.items ?? []).filter((r) => !items.some((i) => i.id === r.id));
  const selected = [...items, ...returned].find((i) => i.id === selectedId) ?? null;
  const toggle = (id: string) => setSelectedId((s) => (s === id ? null : id));
  const changed = () => void Promise.all([list.mutate(), sentBack.mutate()]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('coupa.desk.title')}</Title>
        <Text c="dimmed">{t('coupa.desk.subtitle')}</Text>
      </div>
      {returned.length > 0 ? <DeskList id="desk-sent-back-title" title={t('coupa.desk.sentBackTitle')} items={returned} selectedId={selectedId} onToggle={toggle} /> : null}
      <DeskList id="desk-list-title" title={t('coupa.desk.listTitle')} items={items} selectedId={selectedId} onToggle={toggle} error={list.error} loading={!list.data} onRetry={() => void list.mutate()} />
      {selected ? <DeskRequest key={selected.id} job={selected} upload={upload} onChanged={changed} fix={<FixLinks job={selected} fixHref={fixHref} onNavigate={onNavigate} />} /> : <Text c="dimmed">{t('coupa.desk.selectRequest')}</Text>}
    </Stack>
  );
}

interface DeskListProps {
  id: string;
  title: string;
  items: readonly JobRequest[];
  selectedId: string | null;
  onToggle(id: string): void;
  error?: unknown;
  loading?: boolean;
  onRetry?(): void;
}

function DeskList({ id, title, items, selectedId, onToggle, error, loading, onRetry }: DeskListProps) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {error ? (
        <ErrorAlert error={error} onRetry={onRetry} />
      ) : loading ? (
        <Skeleton height={160} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobRequests.columns.name')}</Table.Th>
                <Table.Th>{t('jobRequests.columns.targetLanguages')}</Table.Th>
                <Table.Th>{t('coupa.list.submittedOn')}</Table.Th>
                <Table.Th>{t('jobRequests.columns.status')}</Table.Th>
                <Table.Th>{t('jobRequests.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} aria-selected={item.id === selectedId}>
                  <Table.Td>
                    <bdi>{item.name}</bdi>
                  </Table.Td>
                  <Table.Td>{sortedLanguageNames(item.targetLanguages)}</Table.Td>
                  <Table.Td>{formatDateTime(item.createTime)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} vocabulary="request" requestType={item.requestType} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant={item.id === selectedId ? 'filled' : 'light'} onClick={() => onToggle(item.id)} aria-label={`${item.id === selectedId ? t('coupa.desk.close') : t('coupa.desk.open')} ${item.name}`}>
                      {item.id === selectedId ? t('coupa.desk.close') : t('coupa.desk.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

type DeskAction = 'quote' | 'deliverables' | 'complete';

type DeskField = 'quoteFile' | 'totalPrice' | 'language' | 'deliverableFiles';
type DeskErrors = Partial<Record<DeskField, string>>;

/**
 * What one desk request's forms share: one action at a time, its failure, and the fields' own problems. Each
 * attempt replaces what the last one said: problems stand next to their fields, never piled up above the forms.
 */
interface DeskActions {
  busy: DeskAction | null;
  /** Runs an action, then tells the user `done` and refreshes the list; a failure stays shown. */
  run: (what: DeskAction, action: () => Promise<void>, done: string) => void;
  errors: DeskErrors;
  /** Shows the fields' problems before anything is sent; true when there was one. */
  refuse: (errors: DeskErrors) => boolean;
}

function useDeskActions(onChanged: () => void) {
  const [busy, setBusy] = useState<DeskAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [errors, setErrors] = useState<DeskErrors>({});
  const refuse = (found: DeskErrors) => {
    setErrors(found);
    setError(null);
    return Object.keys(found).length > 0;
  };
  const run = async (what: DeskAction, action: () => Promise<void>, done: string) => {
    setBusy(what);
    setError(null);
    setErrors({});
    try {
      await action();
      notifications.show({ color: 'green', message: done });
      onChanged();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  const actions: DeskActions = { busy, run: (what, action, done) => void run(what, action, done), errors, refuse };
  return { actions, error };
}

type Upload = NonNullable<ProviderDeskProps['upload']>;

function DeskRequest({ job, upload, onChanged, fix }: { job: JobRequest; upload: Upload; onChanged: () => void; fix: ReactNode }) {
  const { actions, error } = useDeskActions(onChanged);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="desk-request-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="desk-request-title">
          <bdi>{job.name}</bdi>
        </Title>
        <StatusBadge status={job.status} vocabulary="request" requestType={job.requestType} />
      </Group>
      {error ? <ErrorAlert error={error} mb="md" /> : null}
      {fix}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {job.origination === 'COUPA' ? <QuoteForm job={job} upload={upload} actions={actions} /> : null}
        <DeliverablesForm job={job} upload={upload} actions={actions} />
      </SimpleGrid>
    </Paper>
  );
}

/** A request sent back: links to the editors its delivered files open in, to fix them before completing it again. */
function FixLinks({ job, fixHref, onNavigate }: Pick<ProviderDeskProps, 'fixHref' | 'onNavigate'> & { job: JobRequest }) {
  const t = useT();
  if (job.status !== 'CHANGES_REQUESTED' || !fixHref) return null;
  const targets =
    job.origination === 'MEDIAAI' ? [{ file: null, label: t('coupa.desk.fixLines') }] : job.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT').map((file) => ({ file, label: t('coupa.desk.fixFile', { fileName: file.fileName }) }));
  const links = targets.flatMap(({ file, label }) => {
    const href = fixHref(job, file);
    return href ? [{ href, label, key: file?.fileKey ?? 'lines' }] : [];
  });
  if (!links.length) return null;
  return (
    <Stack gap={6} mb="md" component="section" aria-labelledby="desk-fix-title">
      <Title order={3} size="h4" id="desk-fix-title">
        {t('coupa.desk.fixTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('coupa.desk.fixIntro')}
      </Text>
      {links.map((link) => (
        <Anchor key={link.key} href={link.href} size="sm" onClick={onNavigate ? inAppClick(() => onNavigate(link.href)) : undefined}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Replaces the quote document (a PDF) and the total price. */
function QuoteForm({ job, upload, actions }: { job: JobRequest; upload: Upload; actions: DeskActions }) {
  const t = useT();
  const quote = job.files.find((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');
  const [quoteFile, setQuoteFile] = useState<File | null>(null);
  const [total, setTotal] = useState<number | string>('');
  const { busy, run, errors, refuse } = actions;

  const issueQuote = () => {
    const amount = typeof total === 'number' ? total : Number(total);
    const problems: DeskErrors = {};
    if (!quoteFile) problems.quoteFile = t('coupa.desk.validation.fileRequired');
    else if (!isQuoteDocumentName(quoteFile.name)) problems.quoteFile = t('coupa.desk.validation.pdfRequired');
    if (!(amount > 0)) problems.totalPrice = t('coupa.desk.validation.totalRequired');
    if (refuse(problems) || !quoteFile) return;
    run(
      'quote',
      async () => {
        const [file] = await upload([quoteFile]);
        await replaceQuoteDocument(job.id, { file: file!, totalPrice: amount });
        setQuoteFile(null);
      },
      t('coupa.desk.quoteIssued'),
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-quote-title">
      <Title order={3} size="h4" id="desk-quote-title">
        {t('coupa.desk.quoteDocument')}
      </Title>
      <Text size="sm">{quote ? `${t('coupa.desk.currentQuote')}: ${quote.fileName}` : t('coupa.desk.noQuote')}</Text>
      <FilePicker label={t('coupa.desk.quoteFile')} accept={QUOTE_DOCUMENT_ACCEPT} value={quoteFile} onChange={setQuoteFile} clearable error={errors.quoteFile} />
      <NumberInput label={t('coupa.desk.totalPrice')} min={0.01} decimalScale={2} value={total} onChange={setTotal} error={errors.totalPrice} />
      <Button onClick={issueQuote} loading={busy === 'quote'} disabled={busy !== null && busy !== 'quote'} w="fit-content">
        {t('coupa.desk.uploadQuote')}
      </Button>
    </Stack>
  );
}

/** Uploads deliverables per target language, and completes the request. */
function DeliverablesForm({ job, upload, actions }: { job: JobRequest; upload: Upload; actions: DeskActions }) {
  const t = useT();
  const delivered = job.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT');
  const targets = [...job.targetLanguages].sort((a, b) => a.name.localeCompare(b.name));
  const [language, setLanguage] = useState<string | null>(targets[0]?.id ?? null);
  const [files, setFiles] = useState<File[]>([]);
  const { busy, run, errors, refuse } = actions;

  const deliver = () => {
    const problems: DeskErrors = {};
    if (!language) problems.language = t('coupa.desk.validation.languageRequired');
    if (!files.length) problems.deliverableFiles = t('coupa.desk.validation.fileRequired');
    if (refuse(problems) || !language) return;
    run(
      'deliverables',
      async () => {
        const uploaded = await upload(files);
        await addDeliverables(job.id, { languageId: language, files: uploaded });
        setFiles([]);
      },
      t('coupa.desk.deliverablesUploaded'),
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-deliverables-title">
      <Title order={3} size="h4" id="desk-deliverables-title">
        {t('coupa.desk.deliverables')}
      </Title>
      {targets.map((l) => {
        const n = delivered.filter((f) => f.languageId === l.id).length;
        return n ? (
          <Text size="sm" key={l.id}>
            {t('coupa.desk.uploadedCount', { count: n, language: nameOfLanguage(l, true) })}
          </Text>
        ) : null;
      })}
      <Select label={t('coupa.desk.deliverableLanguage')} data={targets.map((l) => ({ value: l.id, label: nameOfLanguage(l) }))} value={language} onChange={setLanguage} allowDeselect={false} error={errors.language} />
      <FilePicker label={t('coupa.desk.deliverableFiles')} multiple value={files} onChange={setFiles} clearable error={errors.deliverableFiles} />
      <Group>
        <Button onClick={deliver} loading={busy === 'deliverables'} disabled={busy !== null && busy !== 'deliverables'}>
          {t('coupa.desk.uploadDeliverables')}
        </Button>
        <Button
          variant="default"
          loading={busy === 'complete'}
          disabled={busy !== null && busy !== 'complete'}
          onClick={() => run('complete', () => completeJobRequest(job.id), t('coupa.desk.completed'))}
        >
          {t('coupa.desk.complete')}
        </Button>
      </Group>
    </Stack>
  );
}
