// The Organization Users tab (spec 1 §2): the organisation's client contacts with a search box, page sizes
// 10/20/30 (default 10) and per-row disable MFA / disable account / enable account behind confirmation dialogs.
import { Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ErrorAlert, PagedListFooter, usePagedList, useT } from '@lingua/core';
import { ORGANIZATION_USERS_DEFAULT_PAGE_SIZE, ORGANIZATION_USERS_PAGE_SIZES } from '@lingua/contract';
import { useOrganizationClientContacts } from '../api/get-organization-client-contacts.ts';
import { ContactsTable } from './contacts-table.tsx';
import { matchesSearch } from './row-actions.ts';
import '../texts/account-texts.ts';

export function OrganizationUsersTab() {
  const t = useT();
  const contacts = useOrganizationClientContacts();
  const list = usePagedList(contacts.data, matchesSearch, ORGANIZATION_USERS_DEFAULT_PAGE_SIZE);
  if (contacts.error) return <ErrorAlert error={contacts.error} onRetry={() => void contacts.mutate()} />;
  return (
    <Stack gap="md">
      <TextInput
        label={t('account.organizationUsers.search')}
        placeholder={t('account.organizationUsers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.query}
        onChange={(event) => list.setQuery(event.currentTarget.value)}
        type="search"
      />
      <ContactsTable contacts={list.visible} loading={contacts.isLoading} query={list.query} />
      <PagedListFooter
        label={t('account.organizationUsers.pagination')}
        pageSizes={ORGANIZATION_USERS_PAGE_SIZES}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        pages={list.pages}
        current={list.current}
        onPage={list.setPage}
        from={list.from}
        to={list.to}
        total={list.matching.length}
      />
    </Stack>
  );
}
