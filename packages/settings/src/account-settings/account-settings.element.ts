/**
 * `<lingua-account-settings>`: the account settings side panel (spec 1 §2) — Profile, Language Groups, Notices
 * and, for a company's client admins, Organization Users, Glossaries, API keys, Webhooks, Audit trail, Files and
 * Quality.
 *
 * Attributes: `opened` (boolean, default false) opens the panel; `initial-tab` (`profile` | `languageGroups` |
 * `notices` | `organizationUsers` | `glossaries` | `apiKeys` | `webhooks` | `auditTrail` | `files` | `quality`,
 * default `profile`); plus core's configuration attributes.
 * Events: `lingua-closed` (no detail) when the user closes the panel; the host resets `opened` to open it again.
 */
import { createElement, useEffect, useState } from 'react';
import { configureWidget, defineWidget, lazyPart, useAccountSettingsRequests } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';

// The panel is closed until the host opens it; its code loads then (decision 080).
const AccountSettings = lazyPart(() => import('./account-settings.tsx').then((m) => m.AccountSettings));
import type { AccountSettingsTab } from './use-settings-tabs.ts';

/** Props of `<lingua-account-settings>`. */
export interface AccountSettingsElementProps {
  /** Opens the panel; default false. */
  opened?: boolean;
  /** Tab shown when the panel opens; default `profile`. */
  initialTab?: AccountSettingsTab;
}

/** Events of `<lingua-account-settings>`. */
export type AccountSettingsEvents = { 'lingua-closed': undefined };

function AccountSettingsWidget({ opened = false, initialTab, dispatch }: AccountSettingsElementProps & WidgetComponentProps<AccountSettingsEvents>) {
  // The panel closes itself (a widget does not wait for its host); `opened` set again reopens it.
  const [open, setOpen] = useState(opened);
  const [used, setUsed] = useState(opened);
  const [requestedTab, setRequestedTab] = useState<AccountSettingsTab | undefined>(undefined);
  useEffect(() => {
    setOpen(opened);
    if (opened) setUsed(true);
  }, [opened]);
  // Another element of the page asks for a tab (the create-project form's "Edit profile", the bell's preferences).
  useAccountSettingsRequests((tab) => {
    setRequestedTab(tab);
    setOpen(true);
    setUsed(true);
  });
  if (!used) return null;
  return createElement(AccountSettings, {
    opened: open,
    initialTab: requestedTab ?? initialTab,
    onClose: () => {
      setOpen(false);
      dispatch('lingua-closed', undefined);
    },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-account-settings': LinguaElement<AccountSettingsElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<AccountSettingsEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<AccountSettingsElementProps, AccountSettingsEvents>('lingua-account-settings', AccountSettingsWidget, {
    props: { opened: 'boolean', initialTab: 'string' },
    events: ['lingua-closed'],
    parts: { tabs: "The panel's tabs (Profile, Language Groups, Notices, Organization Users, Glossaries, API keys, Webhooks, Audit trail, Files) and the open tab." },
  });
}
