// One row of the job request list (spec 3 §2.3, §4.4): the name (a link to the details, renamed in place), the
// languages, the create time, the status, and the row's actions menu (Rename, Archive, View details).
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Menu, Skeleton, Table, Text } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { IconArchive, IconDots, IconEye, IconPencil } from '@tabler/icons-react';
import { useT } from '../i18n/i18n.ts';
import { inAppClick } from '../navigation/plain-click.ts';
import { canModify } from './job-request-status.ts';
import type { StatusVocabulary } from './job-request-status.ts';
import { StatusBadge } from './status-badge.tsx';
import { EditableName } from './editable-name.tsx';
import { nameOfLanguage } from '../i18n/format.ts';
import { formatDateTime, sortedLanguageNames } from './format.ts';

export interface JobRequestRowProps {
  item: JobRequest;
  vocabulary: StatusVocabulary;
  /** The name is being edited (one row at a time). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onRename: (newName: string) => Promise<void>;
  onArchive: () => void;
  onViewDetails: (jobRequest: JobRequest) => void;
  detailsHref?: ((jobRequestId: string) => string) | undefined;
  viewDetailsLabel?: string | undefined;
  /** Shown under the name: another feature's mark (the request's unread messages, decision 185). */
  mark?: ReactNode;
}

export function JobRequestRow({ item, vocabulary, editing, onEditingChange, onRename, onArchive, onViewDetails, detailsHref, viewDetailsLabel, mark }: JobRequestRowProps) {
  return (
    <Table.Tr>
      <Table.Td style={{ minWidth: 220 }}>
        <EditableName
          name={item.name}
          editing={editing}
          onEditingChange={onEditingChange}
          disabled={!canModify(item.status)}
          onSave={onRename}
          renderName={(name) => (
            <Anchor href={detailsHref?.(item.id) ?? '#'} onClick={inAppClick(() => onViewDetails(item))} fw={500} size="sm" dir="auto">
              {name}
            </Anchor>
          )}
        />
        {mark && !editing ? <Box mt={4}>{mark}</Box> : null}
      </Table.Td>
      <Table.Td>{nameOfLanguage(item.sourceLanguage)}</Table.Td>
      <Table.Td>{sortedLanguageNames(item.targetLanguages)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createTime)}</Table.Td>
      <Table.Td>
        <StatusBadge status={item.status} vocabulary={vocabulary} requestType={item.requestType} size="sm" />
        {item.filesDeletedAt ? <FilesDeleted at={item.filesDeletedAt} /> : null}
      </Table.Td>
      <Table.Td>
        <RowActions item={item} onRename={() => onEditingChange(true)} onArchive={onArchive} onViewDetails={onViewDetails} viewDetailsLabel={viewDetailsLabel} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A request whose files were deleted stays listed (decision 183). */
function FilesDeleted({ at }: { at: string }) {
  const t = useT();
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {t('jobRequests.files.deletedOn', { date: formatDateTime(at) })}
    </Text>
  );
}

function RowActions({ item, onRename, onArchive, onViewDetails, viewDetailsLabel }: { item: JobRequest; onRename: () => void; onArchive: () => void; onViewDetails: (jobRequest: JobRequest) => void; viewDetailsLabel?: string | undefined }) {
  const t = useT();
  const modifiable = canModify(item.status);
  return (
    // No focus return: Rename moves focus into the name editor, and handing it back to this button would blur
    // the editor, which saves and closes it at once.
    <Menu position="bottom-end" withinPortal returnFocus={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('jobRequests.actions.menu', { name: item.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} disabled={!modifiable} onClick={onRename}>
          {t('jobRequests.actions.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} disabled={!modifiable} onClick={onArchive}>
          {t('jobRequests.actions.archive')}
        </Menu.Item>
        <Menu.Item leftSection={<IconEye size={14} aria-hidden />} onClick={() => onViewDetails(item)}>
          {viewDetailsLabel ?? t('jobRequests.actions.viewDetails')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Three placeholder rows while the first page loads. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 3 }, (_, i) => (
    <Table.Tr key={`skeleton-${i}`}>
      {Array.from({ length: columns }, (__, j) => (
        <Table.Td key={j}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
