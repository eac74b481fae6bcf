import type { Ref } from 'react';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconSettings, IconUser, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useT } from '@lingua/core';

/** Props of the signed-in user's menu (spec 1 §2 Header). */
export interface UserMenuProps {
  /** Name shown on the menu button: the impersonated user's while impersonating. */
  displayName: string;
  /** The user's e-mail, shown as the menu button's tooltip. */
  email?: string;
  /** Shows Impersonate user; the caller passes true only for an ADMIN who is not impersonating. */
  canImpersonate: boolean;
  /** Shows End impersonation instead of Impersonate user. */
  isImpersonating: boolean;
  /** Opens account settings; the item is hidden when absent (no account feature on the page). */
  onAccountSettings?: () => void;
  /** Opens the provider desk; shown only to the staff who answer it (PROVIDER_DESK_ROLES). */
  onProviderDesk?: () => void;
  onImpersonate: () => void;
  onEndImpersonation: () => void;
  onSignOut: () => void;
  /** The menu's button, where the focus returns when a panel opened from the menu closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export function UserMenu(props: UserMenuProps) {
  const t = useT();
  const { displayName, email, canImpersonate, isImpersonating } = props;
  return (
    // No initial-focus placeholder: Mantine's sentinel (a tabindex div inside role=menu) is not an allowed
    // child of a menu (axe aria-required-children); focus goes to the first item instead.
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton ref={props.buttonRef} aria-label={t('portal.header.userMenu', { name: displayName })} title={email} style={{ borderRadius: 8 }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color={isImpersonating ? 'orange.9' : 'blue.8'} variant="filled" radius="xl" size={34} aria-hidden="true">
              <IconUser size={18} />
            </Avatar>
            {/* On a phone the avatar alone: the name pushed the header past the screen's width. */}
            <Box visibleFrom="xs" style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lh={1.2} truncate maw={180} dir="auto">
                {displayName}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {props.onAccountSettings ? (
          <Menu.Item leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={props.onAccountSettings}>
            {t('portal.header.accountSettings')}
          </Menu.Item>
        ) : null}
        {props.onProviderDesk ? (
          <Menu.Item leftSection={<IconInbox size={16} aria-hidden="true" />} onClick={props.onProviderDesk}>
            {t('portal.header.providerDesk')}
          </Menu.Item>
        ) : null}
        {canImpersonate && !isImpersonating ? (
          <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden="true" />} onClick={props.onImpersonate}>
            {t('portal.header.impersonate')}
          </Menu.Item>
        ) : null}
        {isImpersonating ? (
          <Menu.Item leftSection={<IconUserX size={16} aria-hidden="true" />} onClick={props.onEndImpersonation}>
            {t('portal.header.endImpersonation')}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={props.onSignOut}>
          {t('portal.header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
