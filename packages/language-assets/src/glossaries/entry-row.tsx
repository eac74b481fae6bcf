// One term: its words, whether case must match, its note, and its edit and delete buttons.
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import type { GlossaryEntry } from '@lingua/contract';
import { useT } from '@lingua/core';

export interface EntryRowProps {
  entry: GlossaryEntry;
  onEdit: (entry: GlossaryEntry) => void;
  onDelete: (entry: GlossaryEntry) => void;
}

export function EntryRow({ entry, onEdit, onDelete }: EntryRowProps) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>{entry.sourceTerm}</Table.Td>
      <Table.Td>
        {entry.doNotTranslate ? (
          <Text size="sm" fs="italic" c="gray.7">
            {t('languageAssets.glossaries.notTranslated')}
          </Text>
        ) : (
          entry.targetTerm
        )}
      </Table.Td>
      <Table.Td>{entry.caseSensitive ? <IconCheck size={16} aria-label={t('languageAssets.glossaries.caseSensitive')} /> : null}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {entry.note}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={t('languageAssets.glossaries.edit', { term: entry.sourceTerm })} onClick={() => onEdit(entry)}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red.8" aria-label={t('languageAssets.glossaries.delete', { term: entry.sourceTerm })} onClick={() => onDelete(entry)}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
