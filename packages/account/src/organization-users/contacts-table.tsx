// The contacts of one page: a row each, three placeholder rows while they load, and a line when none match.
import { Skeleton, Table } from '@mantine/core';
import type { OrganizationClientContact } from '@lingua/contract';
import { EmptyTableRow, useT } from '@lingua/core';
import { ContactRow } from './contact-row.tsx';

export interface ContactsTableProps {
  contacts: readonly OrganizationClientContact[];
  loading: boolean;
  query: string;
}

export function ContactsTable({ contacts, loading, query }: ContactsTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('account.organizationUsers.email')}</Table.Th>
          <Table.Th>{t('account.organizationUsers.firstName')}</Table.Th>
          <Table.Th>{t('account.organizationUsers.lastName')}</Table.Th>
          <Table.Th>{t('account.organizationUsers.account')}</Table.Th>
          <Table.Th>{t('account.organizationUsers.mfa')}</Table.Th>
          <Table.Th>
            <span className="lingua-visually-hidden" style={visuallyHidden}>
              {t('account.organizationUsers.actions')}
            </span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: 6 }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton h={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : contacts.map((contact) => <ContactRow key={contact.id} contact={contact} />)}
          {!loading && contacts.length === 0 ? (
            <EmptyTableRow columns={6} text={query.trim() ? t('account.organizationUsers.noMatch', { query: query.trim() }) : t('account.organizationUsers.empty')} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
