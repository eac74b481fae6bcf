import type { Ref } from 'react';
import { ActionIcon, Anchor, Button, Container, Group, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { PROVIDER_DESK_ROLES } from '@lingua/contract';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { endImpersonation, lazyPart, signIn, signOut, useEffectiveUser, useSession, useT } from '@lingua/core';
import { Brand } from '../brand/index.ts';
import { UserMenu } from '../user-menu/index.ts';
import { ImpersonateDialog } from '../impersonate-dialog/index.ts';
import { LanguageSwitch } from '../language-switch/index.ts';

// Signed-in users only: its code loads after the first screen (the / byte budget).
const NoticesBell = lazyPart(() => import('@lingua/account/notices-bell').then((m) => m.NoticesBell));
export interface HeaderProps {
  /** Opens account settings; the menu item is hidden when absent (no account feature in the portal yet). */
  onAccountSettings?: () => void;
  /** The user menu's button: account settings give it the focus back when they close. */
  userMenuRef?: Ref<HTMLButtonElement>;
}

const NAV_LINKS = [
  { to: '/solutionWizard', text: 'portal.footer.wizard' },
  { to: '/consoleHelp', text: 'portal.footer.helpHeading' },
] as const;

/** The header's links: in a row from the small breakpoint, behind a menu button on a phone. */
function MainNavigation() {
  const t = useT();
  return (
    <nav aria-label={t('portal.header.mainNavigation')}>
      <Group gap="md" visibleFrom="sm">
        {NAV_LINKS.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} c="gray.9" fz="sm" fw={500}>
            {t(link.text)}
          </Anchor>
        ))}
      </Group>
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon hiddenFrom="sm" variant="subtle" color="dark" size="lg" aria-label={t('portal.header.menu')}>
            <IconMenu2 size={22} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {NAV_LINKS.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {t(link.text)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}

/** The portal header (spec 1 §2): Sign in and Sign up when signed out, the user menu when signed in. */
export function Header({ onAccountSettings, userMenuRef }: HeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const signedInUser = useSession((s) => s.user);
  const override = useSession((s) => s.override);
  const user = useEffectiveUser();
  const [impersonateOpened, impersonateDialog] = useDisclosure(false);

  // Only the signed-in ADMIN may impersonate (spec 1 §6): read the real roles, not the override's.
  const isAdmin = signedInUser?.roles.includes('ADMIN') ?? false;
  const fullName = [signedInUser?.firstName, signedInUser?.lastName].filter(Boolean).join(' ');
  const displayName = override ? override.username : fullName || user?.username || '';
  const answersDesk = user?.roles.some((r) => (PROVIDER_DESK_ROLES as readonly string[]).includes(r)) ?? false;

  return (
    <header style={{ background: 'var(--mantine-color-body)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand compact />
          <Group gap="sm" wrap="nowrap">
            <MainNavigation />
            {status === 'authenticated' && user ? <NoticesBell onNavigate={(path) => void navigate(path)} /> : null}
            {status === 'authenticated' && user ? (
              <UserMenu
                displayName={displayName}
                email={override ? override.email : user.email}
                canImpersonate={isAdmin}
                isImpersonating={override !== null}
                onAccountSettings={onAccountSettings}
                {...(answersDesk ? { onProviderDesk: () => void navigate('/providerDesk') } : {})}
                buttonRef={userMenuRef}
                onImpersonate={impersonateDialog.open}
                onEndImpersonation={() => endImpersonation()}
                onSignOut={() => void signOut()}
              />
            ) : status === 'anonymous' ? (
              <Group gap="xs" wrap="nowrap">
                <LanguageSwitch />
                <Button variant="default" onClick={() => void signIn()} px={{ base: 'xs', xs: 'md' }}>
                  {t('portal.header.signIn')}
                </Button>
                <Button component={Link} to="/signUp" color="orange" px={{ base: 'xs', xs: 'md' }}>
                  {t('portal.header.signUp')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Group>
      </Container>
      <ImpersonateDialog opened={impersonateOpened} onClose={impersonateDialog.close} onImpersonated={() => navigate('/')} />
    </header>
  );
}
