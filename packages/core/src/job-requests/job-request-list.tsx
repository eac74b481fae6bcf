import { useState } from 'react';
import type { ReactNode } from 'react';
import { Group, Loader, MultiSelect, Paper, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { actsForWholeCompany, JOB_REQUEST_STATUS_GROUP_NAMES } from '@lingua/contract';
import type { JobRequest, JobRequestListScope, JobRequestStatusGroupName, Origination } from '@lingua/contract';
import { IconInbox } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { useLanguageCodes } from '../api/get-languages.ts';
import { useEffectiveUser } from '../session/session-store.ts';
import { ErrorAlert } from '../components/error-alert/error-alert.tsx';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog.tsx';
import { anyInProgress, useJobRequestList } from './api/list-job-requests.ts';
import { useRenameJobRequest } from './api/rename-job-request.ts';
import { useArchiveJobRequest } from './api/archive-job-request.ts';
import { useRevalidateJobRequests } from './api/revalidate-job-requests.ts';
import { expandStatusGroups } from './job-request-status.ts';
import type { StatusVocabulary } from './job-request-status.ts';
import { JobRequestPager } from './job-request-pager.tsx';
import { JobRequestRow, SkeletonRows } from './job-request-row.tsx';
import { usePageSize } from './use-page-size.ts';
import { useRequestDetailsParts } from './request-details-parts.tsx';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

const noMarks = () => () => null;

export interface JobRequestListProps {
  /** Identifies the list; its page size is remembered under this id (spec 3 §4.4). */
  listId: string;
  origination?: Origination;
  /** Status names: machine-translation groups (default) or request labels (spec 3 §4.2–4.3). */
  vocabulary?: StatusVocabulary;
  title?: string | null;
  withStatusFilter?: boolean;
  onViewDetails: (jobRequest: JobRequest) => void;
  /** The details address of a request, so the name is a real link (portal); unset in widgets. */
  detailsHref?: (jobRequestId: string) => string;
  toolbar?: ReactNode;
  /** Header of the create-time column; default the catalogue's "Created" (the procurement list: "Submitted on"). */
  createdLabel?: string;
  viewDetailsLabel?: string;
}

function useListQuery(listId: string, origination: Origination | undefined) {
  const [pageSize, setPageSize] = usePageSize(listId);
  const [groups, setGroups] = useState<JobRequestStatusGroupName[]>([]);
  const [scope, setScope] = useState<JobRequestListScope>('mine');
  // Previous pages are reached through the stack of tokens that opened them (cursor paging has no offsets).
  const [tokens, setTokens] = useState<Array<string | undefined>>([undefined]);
  const list = useJobRequestList({ origination, scope, pageSize, pageToken: tokens[tokens.length - 1], status: expandStatusGroups(groups) });
  const items = list.data?.items ?? [];
  const nextToken = list.data?.nextPageToken ?? undefined;
  const resetPaging = () => setTokens([undefined]);
  const paging = {
    autoRefresh: anyInProgress(list.data),
    pageSize,
    onPageSize: (size: number) => {
      setPageSize(size);
      resetPaging();
    },
    page: tokens.length,
    hasPrevious: tokens.length > 1,
    hasNext: !!nextToken && items.length >= pageSize && !!list.data,
    onPrevious: () => setTokens((stack) => stack.slice(0, -1)),
    onNext: () => setTokens((stack) => [...stack, nextToken]),
  };
  const filterGroups = (value: JobRequestStatusGroupName[]) => {
    setGroups(value);
    resetPaging();
  };
  const chooseScope = (value: JobRequestListScope) => {
    setScope(value);
    resetPaging();
  };
  return { list, items, groups, filterGroups, scope, chooseScope, paging };
}

/** A job request list (spec 3 §2.3, §4.4); refreshes every 10 s while any shown item is in progress. */
export function JobRequestList(props: JobRequestListProps) {
  const { listId, origination, vocabulary = 'machineTranslation', onViewDetails, detailsHref, viewDetailsLabel } = props;
  const t = useT();
  useLanguageCodes();
  const { list, items, groups, filterGroups, scope, chooseScope, paging } = useListQuery(listId, origination);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [archiveTarget, setArchiveTarget] = useState<JobRequest | null>(null);
  const rename = useRenameJobRequest();
  const revalidate = useRevalidateJobRequests();
  // The hook handed in stays the same for the page's life, so the hooks' order does not change.
  const useListMarks = useRequestDetailsParts().useListMarks ?? noMarks;
  const markOf = useListMarks(items.map((item) => item.id));
  const renameTo = async (item: JobRequest, newName: string) => {
    await rename.trigger({ jobRequestId: item.id, newName });
    notifications.show({ color: 'green', message: t('jobRequests.rename.saved') });
    await revalidate(item.id);
  };
  const rows = items.map((item) => (
    <JobRequestRow
      key={item.id}
      item={item}
      vocabulary={vocabulary}
      editing={editingId === item.id}
      onEditingChange={(editing) => setEditingId(editing ? item.id : null)}
      onRename={(newName) => renameTo(item, newName)}
      onArchive={() => setArchiveTarget(item)}
      onViewDetails={onViewDetails}
      detailsHref={detailsHref}
      viewDetailsLabel={viewDetailsLabel}
      mark={markOf(item.id)}
    />
  ));
  return (
    // `part`: hosts of the elements that show this list style it with ::part(list) / ::part(toolbar).
    <Stack gap="sm" part="list">
      <ListToolbar {...props} refreshing={list.isValidating && !!list.data} groups={groups} onGroups={filterGroups} scope={scope} onScope={chooseScope} />
      {list.error && !list.data ? (
        <ErrorAlert error={list.error} onRetry={() => void list.mutate()} />
      ) : (
        <Paper withBorder radius="md">
          <ListTable createdLabel={props.createdLabel} loaded={!!list.data}>
            {rows}
          </ListTable>
          {list.data && items.length === 0 ? <EmptyList filtered={groups.length > 0} /> : null}
        </Paper>
      )}
      <JobRequestPager {...paging} />
      <ArchiveDialog target={archiveTarget} onClose={() => setArchiveTarget(null)} />
    </Stack>
  );
}

interface ToolbarState {
  refreshing: boolean;
  groups: JobRequestStatusGroupName[];
  onGroups: (groups: JobRequestStatusGroupName[]) => void;
  scope: JobRequestListScope;
  onScope: (scope: JobRequestListScope) => void;
}

function ListToolbar({ title, withStatusFilter = true, toolbar, refreshing, groups, onGroups, scope, onScope }: JobRequestListProps & ToolbarState) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group gap="xs" align="center">
        {title === null ? null : (
          <Title order={2} size="h3">
            {title ?? t('jobRequests.list.title')}
          </Title>
        )}
        {refreshing ? <Loader size="xs" role="status" aria-label={t('jobRequests.list.refreshing')} /> : null}
      </Group>
      <Group gap="sm" align="flex-end" part="toolbar">
        <CompanySwitch scope={scope} onScope={onScope} />
        {withStatusFilter ? (
          <MultiSelect
            label={t('jobRequests.list.statusFilter')}
            placeholder={groups.length === 0 ? t('jobRequests.list.statusFilterPlaceholder') : undefined}
            data={JOB_REQUEST_STATUS_GROUP_NAMES.map((group) => ({ value: group, label: t(`jobRequests.status.groups.${group}`) }))}
            value={groups}
            onChange={(value) => onGroups(value as JobRequestStatusGroupName[])}
            clearable
            w={280}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {toolbar}
      </Group>
    </Group>
  );
}

/** Spec 3 §2.2: the list is the user's own requests; the company's admin may switch to everyone's (decision 177). */
function CompanySwitch({ scope, onScope }: { scope: JobRequestListScope; onScope: (scope: JobRequestListScope) => void }) {
  const t = useT();
  const user = useEffectiveUser();
  if (!user || !actsForWholeCompany(user.roles)) return null;
  return (
    <Switch
      label={t('jobRequests.list.everyone')}
      checked={scope === 'company'}
      onChange={(event) => onScope(event.currentTarget.checked ? 'company' : 'mine')}
      mb={8}
    />
  );
}

function ListTable({ createdLabel, loaded, children }: { createdLabel?: string | undefined; loaded: boolean; children: ReactNode }) {
  const t = useT();
  return (
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
        <Table.Tbody aria-busy={!loaded}>{loaded ? children : <SkeletonRows columns={6} />}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <Stack align="center" gap={4} py="xl">
      <IconInbox size={32} aria-hidden style={{ color: 'var(--mantine-color-gray-6)' }} />
      <Text c="dimmed" size="sm">
        {filtered ? t('jobRequests.list.emptyFiltered') : t('jobRequests.list.empty')}
      </Text>
    </Stack>
  );
}

function ArchiveDialog({ target, onClose }: { target: JobRequest | null; onClose: () => void }) {
  const t = useT();
  const archive = useArchiveJobRequest();
  const revalidate = useRevalidateJobRequests();
  return (
    <ConfirmDialog
      opened={target !== null}
      title={t('jobRequests.archive.title')}
      message={t('jobRequests.archive.message', { name: target?.name ?? '' })}
      confirmLabel={t('jobRequests.archive.confirm')}
      confirmColor="red"
      onClose={onClose}
      onConfirm={async () => {
        if (!target) return;
        await archive.trigger(target.id);
        notifications.show({ color: 'green', message: t('jobRequests.archive.done') });
        onClose();
        await revalidate(target.id);
      }}
    />
  );
}
