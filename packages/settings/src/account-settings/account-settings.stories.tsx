import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountSettings } from './account-settings.tsx';
import {
  acmeConfig,
  accountOf,
  answerApi,
  clientAdminUser,
  coupaUser,
  employeeUser,
  federatedUser,
  pending,
  personalGroups,
  settingsRoutes,
  signedInAs,
  status,
} from '@lingua/account/story-fixtures';
import type { StoryAnswer } from '@lingua/account/story-fixtures';
import { sessionStore, type SessionUser } from '@lingua/core';

const meta = {
  title: 'Settings/Account settings',
  component: AccountSettings,
  args: { opened: true, onClose: () => {} },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (user: SessionUser, over: Record<string, StoryAnswer> = {}) => () => {
  signedInAs(user);
  return answerApi(settingsRoutes(user, over));
};
const body = () => within(document.body);

// Profile tab
export const ProfileClientAdmin: Story = { beforeEach: setup(clientAdminUser) };
export const ProfileMfaOn: Story = { beforeEach: setup(clientAdminUser, { 'GET /identity/mfa': { preferredMfa: 'TOTP', isMfaEnabled: true } }) };
export const ProfileFederated: Story = {
  beforeEach: setup(federatedUser, { 'GET /userAccount': accountOf(federatedUser) }),
};
export const ProfileCoupaGroup: Story = {
  beforeEach: setup(coupaUser, {
    'GET /userAccount': accountOf(coupaUser, { ...acmeConfig, companyName: 'Globex', isOrgManagementEnabled: false }),
    'GET /identity/mfa': status(403, { message: 'Your account is managed by your identity provider' }),
  }),
};
/** An ADMIN impersonating a client: the client's profile, and plainly no password or MFA change. */
export const ProfileWhileImpersonating: Story = {
  beforeEach: () => {
    const admin: SessionUser = { ...clientAdminUser, username: 'admin@lingua.example', email: 'admin@lingua.example', roles: ['ADMIN'] };
    const cleanup = setup(admin, {
      'GET /userAccount': accountOf(clientAdminUser),
      'GET /identity/mfa': status(403, { message: 'Password and multi-factor authentication cannot be changed while impersonating', errorCode: 'IMPERSONATING' }),
    })();
    sessionStore.getState().setOverride({ username: clientAdminUser.username, email: clientAdminUser.email, roles: clientAdminUser.roles });
    return () => {
      sessionStore.getState().setOverride(null);
      if (typeof cleanup === 'function') cleanup();
    };
  },
};
export const ProfileNoOrganization: Story = {
  beforeEach: setup(employeeUser, { 'GET /userAccount': accountOf(employeeUser, null) }),
};

// Language Groups tab
const openTab = (name: string) => async () => {
  await userEvent.click(await body().findByRole('tab', { name }));
};
export const LanguageGroupsEmpty: Story = {
  beforeEach: setup(employeeUser, { 'GET /userAccount': accountOf(employeeUser), 'GET /userAccount/languageGroups': [] }),
  play: openTab('Language Groups'),
};
export const LanguageGroupsPersonalOnly: Story = {
  beforeEach: setup(employeeUser, { 'GET /userAccount': accountOf(employeeUser), 'GET /userAccount/languageGroups': personalGroups }),
  play: openTab('Language Groups'),
};
export const LanguageGroupsOrganizationReadOnly: Story = {
  beforeEach: setup(employeeUser, { 'GET /userAccount': accountOf(employeeUser) }),
  play: openTab('Language Groups'),
};
export const LanguageGroupsClientEditsOrganization: Story = {
  beforeEach: setup(clientAdminUser),
  play: openTab('Language Groups'),
};
export const LanguageGroupsLoading: Story = {
  beforeEach: setup(clientAdminUser, { 'GET /userAccount/languageGroups': pending }),
  play: openTab('Language Groups'),
};
export const LanguageGroupEditing: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Language Groups')();
    await userEvent.click(await body().findByRole('button', { name: 'Edit EU core' }));
    await expect(await body().findByRole('dialog', { name: 'Edit language group' })).toBeVisible();
  },
};
export const LanguageGroupValidation: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Language Groups')();
    await userEvent.click(await body().findByRole('button', { name: 'Add personal group' }));
    await userEvent.click(await body().findByRole('button', { name: 'Save' }));
    await body().findByText('Select at least one language');
  },
};
export const LanguageGroupDelete: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Language Groups')();
    await userEvent.click(await body().findByRole('button', { name: 'Delete Nordic launch' }));
  },
};
export const LanguageGroupSaveFailed: Story = {
  beforeEach: setup(clientAdminUser, { 'POST /userAccount/languageGroups/PERSONAL': status(403, { message: 'Forbidden' }) }),
  play: async () => {
    await openTab('Language Groups')();
    await userEvent.click(await body().findByRole('button', { name: 'Delete Nordic launch' }));
    await userEvent.click(await within(await body().findByRole('dialog', { name: 'Delete language group' })).findByRole('button', { name: 'Delete' }));
    await body().findByRole('alert');
  },
};

// Organization Users tab
export const OrganizationUsers: Story = { beforeEach: setup(clientAdminUser), play: openTab('Organization Users') };
export const OrganizationUsersLoading: Story = {
  beforeEach: setup(clientAdminUser, { 'GET /userAccount/organizationClientContacts': pending }),
  play: openTab('Organization Users'),
};
export const OrganizationUsersEmpty: Story = {
  beforeEach: setup(clientAdminUser, { 'GET /userAccount/organizationClientContacts': [] }),
  play: openTab('Organization Users'),
};
export const OrganizationUsersFailed: Story = {
  beforeEach: setup(clientAdminUser, { 'GET /userAccount/organizationClientContacts': status(500, { message: 'Internal Server Error' }) }),
  play: openTab('Organization Users'),
};
export const OrganizationUsersSearch: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.type(await body().findByRole('searchbox', { name: 'Search users' }), 'ko');
  },
};
export const OrganizationUsersThirtyPerPage: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.click(await body().findByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await body().findByRole('option', { name: '30' }));
  },
};
export const OrganizationUsersSecondPage: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.click(await body().findByRole('button', { name: 'Page 2' }));
  },
};
export const OrganizationUserActionsMfaOn: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.click(await body().findByRole('button', { name: /Actions for carla/ }));
  },
};
export const OrganizationUserActionsDisabled: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.click(await body().findByRole('button', { name: /Actions for deepak/ }));
  },
};
export const OrganizationUserDisableConfirm: Story = {
  beforeEach: setup(clientAdminUser),
  play: async () => {
    await openTab('Organization Users')();
    await userEvent.click(await body().findByRole('button', { name: 'Actions for employee@acme-health.example' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Disable account' }));
  },
};

/** Decision 189: the main story in German (about a third longer) and in Arabic, right to left. */
export const German: Story = {
  ...ProfileClientAdmin,
  name: 'Profile client admin, German',
  globals: { language: 'de' },
};
export const Arabic: Story = {
  ...ProfileClientAdmin,
  name: 'Profile client admin, Arabic',
  globals: { language: 'ar' },
};
