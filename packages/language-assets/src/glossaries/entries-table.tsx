// One page of a glossary's terms: a row each, placeholder rows while they load, a line when there are none.
import { Skeleton, Table, Text } from '@mantine/core';
import type { GlossaryEntry } from '@lingua/contract';
import { useT } from '@lingua/core';
import { EntryRow } from './entry-row.tsx';

export interface EntriesTableProps {
  entries: readonly GlossaryEntry[];
  loading: boolean;
  query: string;
  onEdit: (entry: GlossaryEntry) => void;
  onDelete: (entry: GlossaryEntry) => void;
}

const COLUMNS = ['sourceTerm', 'targetTerm', 'caseSensitive', 'note', 'actions'] as const;

export function EntriesTable({ entries, loading, query, onEdit, onDelete }: EntriesTableProps) {
  const t = useT();
  const placeholder = (i: number) => (
    <Table.Tr key={i}>
      {COLUMNS.map((c) => (
        <Table.Td key={c}>
          <Skeleton h={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`languageAssets.glossaries.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? [0, 1, 2].map(placeholder) : entries.map((e) => <EntryRow key={e.id} entry={e} onEdit={onEdit} onDelete={onDelete} />)}
          {!loading && entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text size="sm" c="gray.7" ta="center" py="md">
                  {query.trim() ? t('languageAssets.glossaries.noMatch', { query: query.trim() }) : t('languageAssets.glossaries.noTerms')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
