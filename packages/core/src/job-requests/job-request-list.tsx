import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Menu,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { JOB_REQUEST_STATUS_GROUP_NAMES } from '@lingua/contract';
import type { JobRequest, JobRequestStatusGroupName, Origination } from '@lingua/contract';
import { IconArchive, IconChevronLeft, IconChevronRight, IconDots, IconEye, IconInbox, IconPencil } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { inAppClick } from '../navigation/plain-click.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog.tsx';
import { anyInProgress, useJobRequestList } from './api/list-job-requests.ts';
import { useRenameJobRequest } from './api/rename-job-request.ts';
import { useArchiveJobRequest } from './api/archive-job-request.ts';
import { useRevalidateJobRequests } from './api/revalidate-job-requests.ts';
import { canModify, expandStatusGroups } from './job-request-status.ts';
import type { StatusVocabulary } from './job-request-status.ts';
import { StatusBadge } from './status-badge.tsx';
import { EditableName } from './editable-name.tsx';
import { JOB_REQUEST_PAGE_SIZES, usePageSize } from './use-page-size.ts';
import { formatDateTime, sortedLanguageNames } from './format.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

/** Props of JobRequestList. */
export interface JobRequestListProps {
  /** Identifies the list; its page size is remembered under this id (spec 3 §4.4). */
  listId: string;
  /** Only requests of this origination (MT, MEDIAAI, COUPA …). */
  origination?: Origination;
  /** Status names: machine-translation groups (default) or request labels (spec 3 §4.2–4.3). */
  vocabulary?: StatusVocabulary;
  /** Heading; default the catalogue's "Your requests". Null: no heading. */
  title?: string | null;
  /** Shows the status filter; default true. */
  withStatusFilter?: boolean;
  /** Called by View details and by the name link. */
  onViewDetails: (jobRequest: JobRequest) => void;
  /** The details address of a request, so the name is a real link (portal); unset in widgets. */
  detailsHref?: (jobRequestId: string) => string;
  /** Content above the table on the right (e.g. a Create button). */
  toolbar?: ReactNode;
  /** Header of the create-time column; default the catalogue's "Created" (the procurement list: "Submitted on"). */
  createdLabel?: string;
  /** Label of the View details row action; default the catalogue's "View details". */
  viewDetailsLabel?: string;
}

/**
 * A job request list (spec 3 §2.3, §4.4): status filter by groups, cursor paging with "Page N", a remembered
 * page size, inline rename, archive with confirmation, View details; refreshes every 10 s while any shown
 * item is in progress.
 */
export function JobRequestList(props: JobRequestListProps) {
  const { listId, origination, vocabulary = 'machineTranslation', title, withStatusFilter = true, onViewDetails, detailsHref, toolbar, createdLabel, viewDetailsLabel } = props;
  const t = useT();
  const [pageSize, setPageSize] = usePageSize(listId);
  const [groups, setGroups] = useState<JobRequestStatusGroupName[]>([]);
  // Previous pages are reached through the stack of tokens that opened them (cursor paging has no offsets).
  const [tokens, setTokens] = useState<Array<string | undefined>>([undefined]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [archiveTarget, setArchiveTarget] = useState<JobRequest | null>(null);
  const pageSizeLabelId = useId();
  const pageToken = tokens[tokens.length - 1];
  const query = { origination, pageSize, pageToken, status: expandStatusGroups(groups) };
  const list = useJobRequestList(query);
  const rename = useRenameJobRequest();
  const archive = useArchiveJobRequest();
  const revalidate = useRevalidateJobRequests();

  const items = list.data?.items ?? [];
  const nextToken = list.data?.nextPageToken ?? undefined;
  const nextDisabled = !nextToken || items.length < pageSize;
  const page = tokens.length;
  const resetPaging = () => setTokens([undefined]);


  const nameCell = (item: JobRequest) => (
    <EditableName
      name={item.name}
      editing={editingId === item.id}
      onEditingChange={(editing) => setEditingId(editing ? item.id : null)}
      disabled={!canModify(item.status)}
      onSave={async (newName) => {
        await rename.trigger({ jobRequestId: item.id, newName });
        notifications.show({ color: 'green', message: t('jobRequests.rename.saved') });
        await revalidate(item.id);
      }}
      renderName={(name) => (
        <Anchor href={detailsHref?.(item.id) ?? '#'} onClick={inAppClick(() => onViewDetails(item))} fw={500} size="sm">
          {name}
        </Anchor>
      )}
    />
  );

  const rows = items.map((item) => {
    const modifiable = canModify(item.status);
    return (
      <Table.Tr key={item.id}>
        <Table.Td style={{ minWidth: 220 }}>{nameCell(item)}</Table.Td>
        <Table.Td>{item.sourceLanguage.name}</Table.Td>
        <Table.Td>{sortedLanguageNames(item.targetLanguages)}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createTime)}</Table.Td>
        <Table.Td>
          <StatusBadge status={item.status} vocabulary={vocabulary} requestType={item.requestType} size="sm" />
        </Table.Td>
        <Table.Td>
          {/* No focus return: Rename moves focus into the name editor, and handing it back to this button
              would blur the editor, which saves and closes it at once. */}
          <Menu position="bottom-end" withinPortal returnFocus={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('jobRequests.actions.menu', { name: item.name })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} disabled={!modifiable} onClick={() => setEditingId(item.id)}>
                {t('jobRequests.actions.rename')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} disabled={!modifiable} onClick={() => setArchiveTarget(item)}>
                {t('jobRequests.actions.archive')}
              </Menu.Item>
              <Menu.Item leftSection={<IconEye size={14} aria-hidden />} onClick={() => onViewDetails(item)}>
                {viewDetailsLabel ?? t('jobRequests.actions.viewDetails')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      </Table.Tr>
    );
  });

  const skeletonRows = Array.from({ length: 3 }, (_, i) => (
    <Table.Tr key={`skeleton-${i}`}>
      {Array.from({ length: 6 }, (__, j) => (
        <Table.Td key={j}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  const heading = title === null ? null : (
    <Title order={2} size="h3">
      {title ?? t('jobRequests.list.title')}
    </Title>
  );

  return (
    // `part`: hosts of the elements that show this list style it with ::part(list) / ::part(toolbar).
    <Stack gap="sm" part="list">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs" align="center">
          {heading}
          {list.isValidating && list.data ? <Loader size="xs" role="status" aria-label={t('jobRequests.list.refreshing')} /> : null}
        </Group>
        <Group gap="sm" align="flex-end" part="toolbar">
          {withStatusFilter ? (
            <MultiSelect
              label={t('jobRequests.list.statusFilter')}
              placeholder={groups.length === 0 ? t('jobRequests.list.statusFilterPlaceholder') : undefined}
              data={JOB_REQUEST_STATUS_GROUP_NAMES.map((group) => ({ value: group, label: t(`jobRequests.status.groups.${group}`) }))}
              value={groups}
              onChange={(value) => {
                setGroups(value as JobRequestStatusGroupName[]);
                resetPaging();
              }}
              clearable
              w={280}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          {toolbar}
        </Group>
      </Group>

      {list.error && !list.data ? (
        <ErrorAlert error={list.error} onRetry={() => void list.mutate()} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover styles={{ td: { verticalAlign: 'middle' } }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('jobRequests.columns.name')}</Table.Th>
                  <Table.Th>{t('jobRequests.columns.sourceLanguage')}</Table.Th>
                  <Table.Th>{t('jobRequests.columns.targetLanguages')}</Table.Th>
                  <Table.Th>{createdLabel ?? t('jobRequests.columns.created')}</Table.Th>
                  <Table.Th>{t('jobRequests.columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('jobRequests.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={!list.data}>{list.data ? rows : skeletonRows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data && items.length === 0 ? (
            <Stack align="center" gap={4} py="xl">
              <IconInbox size={32} aria-hidden style={{ color: 'var(--mantine-color-gray-6)' }} />
              <Text c="dimmed" size="sm">
                {groups.length > 0 ? t('jobRequests.list.emptyFiltered') : t('jobRequests.list.empty')}
              </Text>
            </Stack>
          ) : null}
        </Paper>
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="xs" c="dimmed">
          {anyInProgress(list.data) ? t('jobRequests.list.autoRefresh') : ''}
        </Text>
        <Group gap="sm" component="nav" aria-label={t('jobRequests.paging.navigation')}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed" id={pageSizeLabelId} style={{ whiteSpace: 'nowrap' }}>
              {t('jobRequests.paging.pageSize')}
            </Text>
            <Select
              aria-labelledby={pageSizeLabelId}
              data={JOB_REQUEST_PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(value) => {
                if (!value) return;
                setPageSize(Number(value));
                resetPaging();
              }}
              allowDeselect={false}
              size="xs"
              w={72}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            disabled={tokens.length <= 1}
            onClick={() => setTokens((stack) => stack.slice(0, -1))}
            aria-label={t('jobRequests.paging.previous')}
          >
            {t('jobRequests.paging.previous')}
          </Button>
          <Text size="sm" fw={500} aria-live="polite">
            {t('jobRequests.paging.page', { page })}
          </Text>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            disabled={nextDisabled || !list.data}
            onClick={() => setTokens((stack) => [...stack, nextToken])}
            aria-label={t('jobRequests.paging.next')}
          >
            {t('jobRequests.paging.next')}
          </Button>
        </Group>
      </Group>

      <ConfirmDialog
        opened={archiveTarget !== null}
        title={t('jobRequests.archive.title')}
        message={t('jobRequests.archive.message', { name: archiveTarget?.name ?? '' })}
        confirmLabel={t('jobRequests.archive.confirm')}
        confirmColor="red"
        onClose={() => setArchiveTarget(null)}
        onConfirm={async () => {
          if (!archiveTarget) return;
          await archive.trigger(archiveTarget.id);
          notifications.show({ color: 'green', message: t('jobRequests.archive.done') });
          setArchiveTarget(null);
          await revalidate(archiveTarget.id);
        }}
      />
    </Stack>
  );
}
