// Public exports of @lingua/account (explicit, no export *).
import './texts/account-texts.ts';

export { ProfileTab } from './profile/profile-tab.tsx';
export { LanguageGroupsTab } from './language-groups/language-groups-tab.tsx';
export { OrganizationUsersTab } from './organization-users/organization-users-tab.tsx';
export { ChangePasswordDialog } from './change-password/change-password-dialog.tsx';
export type { ChangePasswordDialogProps } from './change-password/change-password-dialog.tsx';
export { ChangePasswordPage } from './change-password/change-password-page.tsx';
export type { ChangePasswordPageProps } from './change-password/change-password-page.tsx';
export { MfaSettingsDialog } from './mfa/mfa-settings-dialog.tsx';
export type { MfaSettingsDialogProps } from './mfa/mfa-settings-dialog.tsx';
export { SignUp } from './sign-up/sign-up.tsx';
export type { SignUpProps } from './sign-up/sign-up.tsx';
export { ConfirmEmailPage } from './confirm-email/confirm-email-page.tsx';
export type { ConfirmEmailPageProps } from './confirm-email/confirm-email-page.tsx';
export { OrganizationSelection, OrganizationGate, useNeedsOrganizationSelection } from './organization-selection/organization-selection.tsx';
export type { OrganizationSelectionProps, OrganizationGateProps } from './organization-selection/organization-selection.tsx';
export { accountTextsEn } from './texts/account-texts.ts';
// The notices bell is its own entry (@lingua/account/notices-bell), so the portal loads it after the first screen.
// Each settings tab is an entry too (@lingua/account/profile-tab …): @lingua/settings loads it when the tab shows.
