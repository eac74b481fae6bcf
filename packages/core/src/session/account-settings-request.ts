// A feature asks for the account settings panel on one of its tabs (the create-project form's "Edit profile", the
// bell's notice preferences) without knowing who shows the panel: the portal's layout or a
// <lingua-account-settings> element on the same page listens. The request is a window event, so it crosses shadow
// roots and reaches every element of the page.
import { useEffect, useRef } from 'react';

export const ACCOUNT_SETTINGS_REQUEST_EVENT = 'lingua-account-settings-request';

/** The panel's tabs (the settings package names them; core only passes the name on). */
export type AccountSettingsTabName = 'profile' | 'languageGroups' | 'notices' | 'organizationUsers' | 'glossaries' | 'apiKeys' | 'webhooks';

export function requestAccountSettings(tab: AccountSettingsTabName): void {
  window.dispatchEvent(new CustomEvent<{ tab: AccountSettingsTabName }>(ACCOUNT_SETTINGS_REQUEST_EVENT, { detail: { tab } }));
}

/** Calls `open` with the tab each time a feature asks for the panel. */
export function useAccountSettingsRequests(open: (tab: AccountSettingsTabName) => void): void {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<{ tab: AccountSettingsTabName }>).detail.tab);
    window.addEventListener(ACCOUNT_SETTINGS_REQUEST_EVENT, listener);
    return () => window.removeEventListener(ACCOUNT_SETTINGS_REQUEST_EVENT, listener);
  }, []);
}
