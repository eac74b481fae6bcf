// Public exports of @lingua/settings (explicit, no export *).
import './texts/settings-texts.ts';

export { AccountSettings } from './account-settings/account-settings.tsx';
export type { AccountSettingsProps } from './account-settings/account-settings.tsx';
export type { AccountSettingsTab } from './account-settings/use-settings-tabs.ts';
export { settingsTextsEn } from './texts/settings-texts.ts';
