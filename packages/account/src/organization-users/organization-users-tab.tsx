import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Pagination, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconSearch, IconShieldOff } from '@tabler/icons-react';
import { ConfirmDialog, ErrorAlert, errorDisplayMessage, useEffectiveUser, useT } from '@lingua/core';
import { ORGANIZATION_USERS_DEFAULT_PAGE_SIZE, ORGANIZATION_USERS_PAGE_SIZES } from '@lingua/contract';
import type { OrganizationClientContact } from '@lingua/contract';
import { useOrganizationClientContacts } from '../api/get-organization-client-contacts.ts';
import { useIndentitySettings } from '../api/get-indentity-settings.ts';
import { useIndentitySettingsAction } from '../api/indentity-settings-actions.ts';
import type { IdentitySettingsAction } from '../api/indentity-settings-actions.ts';
import { matchesSearch, offeredActions } from './row-actions.ts';
import '../texts/account-texts.ts';

/**
 * The Organization Users tab (spec 1 §2): the organisation's client contacts with a search box, page sizes
 * 10/20/30 (default 10) and per-row disable MFA / disable account / enable account behind confirmation dialogs.
 */
export function OrganizationUsersTab() {
  const t = useT();
  const contacts = useOrganizationClientContacts();
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(ORGANIZATION_USERS_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => (contacts.data ?? []).filter((c) => matchesSearch(c, query)), [contacts.data, query]);
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  if (contacts.error) return <ErrorAlert error={contacts.error} onRetry={() => void contacts.mutate()} />;

  return (
    <Stack gap="md">
      <TextInput
        label={t('account.organizationUsers.search')}
        placeholder={t('account.organizationUsers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
      />
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={contacts.isLoading}>
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
            {contacts.isLoading
              ? Array.from({ length: 3 }, (_, i) => (
                  <Table.Tr key={i}>
                    {Array.from({ length: 6 }, (__, j) => (
                      <Table.Td key={j}>
                        <Skeleton h={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : visible.map((contact) => <ContactRow key={contact.id} contact={contact} />)}
            {!contacts.isLoading && visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="gray.7" ta="center" py="md">
                    {query.trim() ? t('account.organizationUsers.noMatch', { query: query.trim() }) : t('account.organizationUsers.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Select
            label={t('account.organizationUsers.pageSize')}
            data={ORGANIZATION_USERS_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => {
              if (!value) return;
              setPageSize(Number(value));
              setPage(1);
            }}
            allowDeselect={false}
            w={120}
            size="xs"
          />
          {filtered.length > 0 ? (
            <Text size="xs" c="gray.7" mt={22}>
              {t('account.organizationUsers.range', {
                from: (current - 1) * pageSize + 1,
                to: Math.min(current * pageSize, filtered.length),
                total: filtered.length,
              })}
            </Text>
          ) : null}
        </Group>
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          aria-label={t('account.organizationUsers.pagination')}
          getControlProps={(control) => ({ 'aria-label': t(`account.organizationUsers.${control}Page`) })}
          getItemProps={(p) => ({ 'aria-label': t('account.organizationUsers.page', { page: p }) })}
        />
      </Group>
    </Stack>
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

const ACTION_ICONS = {
  disableMfa: IconShieldOff,
  disableAccount: IconLock,
  enableAccount: IconLockOpen,
} as const;

function ContactRow({ contact }: { contact: OrganizationClientContact }) {
  const t = useT();
  const user = useEffectiveUser();
  const settings = useIndentitySettings(contact);
  const action = useIndentitySettingsAction(contact, settings.data);
  const [confirming, setConfirming] = useState<IdentitySettingsAction | null>(null);
  const isSelf =
    !!user &&
    (contact.email.toLowerCase() === user.email.toLowerCase() || settings.data?.username.toLowerCase() === user.username.toLowerCase());
  const actions = settings.data ? offeredActions(settings.data, isSelf) : [];

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Text>
          {isSelf ? (
            <Badge size="xs" variant="outline" color="blue" c="blue.9">
              {t('account.organizationUsers.you')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{contact.firstName}</Table.Td>
      <Table.Td>{contact.lastName}</Table.Td>
      <Table.Td>
        {settings.isLoading ? (
          <Skeleton h={14} w={60} />
        ) : settings.data ? (
          <Badge size="md" variant="dot" color={settings.data.isAccountEnabled ? 'teal' : 'red'} tt="none" fw={500}>
            {settings.data.isAccountEnabled ? t('account.organizationUsers.enabled') : t('account.organizationUsers.disabled')}
          </Badge>
        ) : (
          // Spec 1 §8 display rule, as everywhere: the body message and [Error code: X].
          <Text size="xs" c="red.8" role="alert">
            {errorDisplayMessage(settings.error)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {settings.data ? (
          <Badge size="md" variant="dot" color={settings.data.isMfaEnabled ? 'blue' : 'gray'} tt="none" fw={500}>
            {settings.data.isMfaEnabled ? t('account.organizationUsers.mfaOn') : t('account.organizationUsers.mfaOff')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">
        {actions.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('account.organizationUsers.rowActions', { email: contact.email })}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.map((name) => {
                const Icon = ACTION_ICONS[name];
                return (
                  <Menu.Item key={name} leftSection={<Icon size={16} aria-hidden />} color={name === 'enableAccount' ? undefined : 'red.8'} onClick={() => setConfirming(name)}>
                    {t(`account.organizationUsers.${name}`)}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        ) : null}
        <ConfirmDialog
          opened={confirming !== null}
          title={confirming ? t(`account.organizationUsers.${confirming}Title`) : ''}
          message={confirming ? t(`account.organizationUsers.${confirming}Message`, { email: contact.email }) : ''}
          confirmLabel={confirming ? t(`account.organizationUsers.${confirming}`) : undefined}
          confirmColor={confirming === 'enableAccount' ? undefined : 'red.8'}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            if (!confirming) return;
            await action.trigger(confirming);
            setConfirming(null);
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}
