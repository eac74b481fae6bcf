// The Organization Users tab (spec 1 §2): the organisation's client contacts with a search box, page sizes
// 10/20/30 (default 10) and per-row disable MFA / disable account / enable account behind confirmation dialogs.
import { Stack } from '@mantine/core';
import { ErrorAlert, SearchablePagedList, usePagedList, useT } from '@lingua/core';
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
      <SearchablePagedList list={list} searchLabel={t('account.organizationUsers.search')} searchPlaceholder={t('account.organizationUsers.searchPlaceholder')} pagesLabel={t('account.organizationUsers.pagination')} pageSizes={ORGANIZATION_USERS_PAGE_SIZES}>
        <ContactsTable contacts={list.visible} loading={contacts.isLoading} query={list.query} />
      </SearchablePagedList>
    </Stack>
  );
}
