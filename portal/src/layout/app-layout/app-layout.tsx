import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigate, useSearchParams } from 'react-router';
import { directionOf, takeInitialPagePath, useAccountSettingsRequests, useLanguage, useSession, useT } from '@lingua/core';
import { AccountSettings, type AccountSettingsTab } from '@lingua/settings';
import { Header } from '../header/index.ts';
import { Footer } from '../footer/index.ts';
import { ImpersonationBanner } from '../impersonation-banner/index.ts';

const LINKED_TABS: readonly AccountSettingsTab[] = ['notices', 'files'];

/** The page frame of every route: header, impersonation banner, the route's page, footer. */
export function AppLayout() {
  const t = useT();
  // A notice mail's link opens the settings on its tab: notice choices (decision 140), Files (decision 183).
  const [search] = useSearchParams();
  const fromMail = LINKED_TABS.find((tab) => tab === search.get('settings'));
  const [accountSettingsOpened, setAccountSettingsOpened] = useState(fromMail !== undefined);
  const [settingsTab, setSettingsTab] = useState<AccountSettingsTab | undefined>(fromMail);
  const userMenu = useRef<HTMLButtonElement>(null);
  const language = useLanguage();
  // The whole page reads in the shown language: screen readers' voice, `:lang()`, right to left in Arabic.
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  // A feature's link to a tab of the settings (the form's "Edit profile", the bell's notice preferences).
  useAccountSettingsRequests((tab) => {
    setSettingsTab(tab);
    setAccountSettingsOpened(true);
  });

  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="lingua-skip-link">
        {t('portal.skipToContent')}
      </a>
      <Header
        userMenuRef={userMenu}
        onAccountSettings={() => {
          setSettingsTab(undefined);
          setAccountSettingsOpened(true);
        }}
      />
      <SignedInAccountSettings
        opened={accountSettingsOpened}
        initialTab={settingsTab}
        onClose={() => {
          setAccountSettingsOpened(false);
          // The menu item that opened the panel is gone with the menu: the focus goes back to the menu's button.
          userMenu.current?.focus();
        }}
      />
      <ImpersonationBanner />
      {/* At least a screen high: the footer starts below the first screen, so the loaders a page shows while
          its session, code and data arrive never move it into view and back (layout shift, decision 081). */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <SessionPage />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}

function SignedInAccountSettings({ opened, initialTab, onClose }: { opened: boolean; initialTab: AccountSettingsTab | undefined; onClose: () => void }) {
  const status = useSession((s) => s.status);
  return <AccountSettings opened={opened && status === 'authenticated'} {...(initialTab ? { initialTab } : {})} onClose={onClose} />;
}

/**
 * The route's page once the session is known, a loader before. Only this part follows the session's status
 * (the header reads it on its own), and it follows it as a deferred value: the page behind the loader renders
 * in a transition, in slices between which the browser stays responsive, instead of one long task when the
 * session resolves (decision 088).
 */
function SessionPage() {
  const t = useT();
  const navigate = useNavigate();
  const status = useDeferredValue(useSession((s) => s.status));

  // Spec 1 §4 / spec 3 §2.7: a restricted page sent the visitor to sign-in with its path kept; the sign-in
  // comes back to / and the portal continues to that path.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const path = takeInitialPagePath();
    if (path && path !== '/') navigate(path, { replace: true });
  }, [status, navigate]);

  return status === 'loading' ? (
    <Center py={120} aria-live="polite">
      <Loader aria-label={t('portal.loading')} />
    </Center>
  ) : (
    <Outlet />
  );
}
