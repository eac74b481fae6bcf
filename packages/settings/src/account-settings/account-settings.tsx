import { useState } from 'react';
import { Drawer, Tabs } from '@mantine/core';
import { IconBell, IconBook, IconChartBar, IconFiles, IconKey, IconLanguage, IconListDetails, IconUser, IconUsers, IconWebhook } from '@tabler/icons-react';
import { lazyPart, RequireAuth, useEscapeClosesTopDialog, useT } from '@lingua/core';
import { useSettingsTabs } from './use-settings-tabs.ts';
import type { AccountSettingsTab } from './use-settings-tabs.ts';
import '../texts/settings-texts.ts';

export interface AccountSettingsProps {
  /** Whether the side panel is open. */
  opened: boolean;
  /** Called when the user closes the panel. */
  onClose: () => void;
  /** Tab shown when the panel opens; default Profile. */
  initialTab?: AccountSettingsTab;
}

// One tab's code at a time, loaded when the tab first shows (decision 080), each from its feature's own entry.
const ProfileTab = lazyPart(() => import('@lingua/account/profile-tab').then((m) => m.ProfileTab));
const LanguageGroupsTab = lazyPart(() => import('@lingua/account/language-groups-tab').then((m) => m.LanguageGroupsTab));
const OrganizationUsersTab = lazyPart(() => import('@lingua/account/organization-users-tab').then((m) => m.OrganizationUsersTab));
const NoticesTab = lazyPart(() => import('@lingua/account/notices-tab').then((m) => m.NoticesTab));
const GlossariesTab = lazyPart(() => import('@lingua/language-assets/glossaries-tab').then((m) => m.GlossariesTab));
const ApiKeysTab = lazyPart(() => import('@lingua/integrations/api-keys-tab').then((m) => m.ApiKeysTab));
const AuditTrailTab = lazyPart(() => import('@lingua/account/audit-trail-tab').then((m) => m.AuditTrailTab));
const FilesTab = lazyPart(() => import('@lingua/account/files-tab').then((m) => m.FilesTab));
const QualityHistoryTab = lazyPart(() => import('@lingua/account/quality-history-tab').then((m) => m.QualityHistoryTab));
const WebhooksTab = lazyPart(() => import('@lingua/integrations/webhooks-tab').then((m) => m.WebhooksTab));

// The tabs shown only to some users: each panel exists only while its tab is offered.
const OFFERED_PANELS = { organizationUsers: OrganizationUsersTab, glossaries: GlossariesTab, apiKeys: ApiKeysTab, webhooks: WebhooksTab, auditTrail: AuditTrailTab, files: FilesTab, quality: QualityHistoryTab } as const;

const ICONS = { profile: IconUser, languageGroups: IconLanguage, organizationUsers: IconUsers, glossaries: IconBook, apiKeys: IconKey, webhooks: IconWebhook, notices: IconBell, auditTrail: IconListDetails, files: IconFiles, quality: IconChartBar } as const;

/** Account settings (spec 1 §2): a side panel with the tabs of account, language assets and integrations. */
export function AccountSettings({ opened, onClose, initialTab = 'profile' }: AccountSettingsProps) {
  const t = useT();
  // The tabs open dialogs of their own (add or import terms, a new key): Escape there closes only that dialog.
  const escapeRef = useEscapeClosesTopDialog<HTMLDivElement>(opened, onClose);
  return (
    <Drawer closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} closeOnEscape={false} position="right" size="xl" title={t('settings.title')} padding="lg">
      <div ref={escapeRef}>
        {opened ? (
          <RequireAuth currentPath="/">
            <SettingsTabs initialTab={initialTab} />
          </RequireAuth>
        ) : null}
      </div>
    </Drawer>
  );
}

function SettingsTabs({ initialTab }: { initialTab: AccountSettingsTab }) {
  const t = useT();
  const tabs = useSettingsTabs();
  const [tab, setTab] = useState<AccountSettingsTab>(initialTab);
  // A tab that is not (or not yet) offered shows Profile; the choice is kept for when it appears.
  const active = tabs.includes(tab) ? tab : 'profile';
  return (
    <Tabs part="tabs" value={active} onChange={(value) => value && setTab(value as AccountSettingsTab)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((name) => {
          const Icon = ICONS[name];
          return (
            <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} aria-hidden />}>
              {t(`settings.tabs.${name}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="profile">
        <ProfileTab />
      </Tabs.Panel>
      <Tabs.Panel value="languageGroups">
        <LanguageGroupsTab />
      </Tabs.Panel>
      <Tabs.Panel value="notices">
        <NoticesTab />
      </Tabs.Panel>
      {tabs.filter((name) => name in OFFERED_PANELS).map((name) => {
        const Panel = OFFERED_PANELS[name as keyof typeof OFFERED_PANELS];
        return (
          <Tabs.Panel key={name} value={name}>
            <Panel />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
