// One organisation user: e-mail (marked when it is the signed-in user), names, account and MFA state, and the
// actions offered on them.
import { Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import type { OrganizationClientContact } from '@lingua/contract';
import { errorDisplayMessage, useEffectiveUser, useT } from '@lingua/core';
import { useIndentitySettings } from '../api/get-indentity-settings.ts';
import { ContactActions } from './contact-actions.tsx';
import { offeredActions } from './row-actions.ts';

export function ContactRow({ contact }: { contact: OrganizationClientContact }) {
  const t = useT();
  const user = useEffectiveUser();
  const settings = useIndentitySettings(contact);
  const isSelf = !!user && (contact.email.toLowerCase() === user.email.toLowerCase() || settings.data?.username.toLowerCase() === user.username.toLowerCase());
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
      <Table.Td ta="end">{settings.data ? <ContactActions contact={contact} settings={settings.data} actions={offeredActions(settings.data, isSelf)} /> : null}</Table.Td>
    </Table.Tr>
  );
}
