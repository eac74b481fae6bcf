// <lingua-account-settings> through the shared element suite.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { register } from './account-settings.element.ts';

const account = {
  username: 'client@acme-health.example',
  email: 'client@acme-health.example',
  roles: ['CLIENT'],
  applications: [],
  isFederatedSsoAccount: false,
  clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: false },
};

describeElement({
  tag: 'lingua-account-settings',
  register,
  setup: () => {
    resetPage().claims = clientClaims;
  },
  routes: [
    { path: '/userAccount', reply: account },
    { path: '/identity/mfa', reply: { preferredMfa: 'NOMFA', isMfaEnabled: false } },
    { path: '/languageGroups', reply: [] },
    { path: '/languages', reply: [] },
  ],
  attributes: { opened: '', 'initial-tab': 'languageGroups' },
  rendered: async (view) => {
    // opened shows the panel; initial-tab chose the tab shown first.
    expect(await view.findByRole('dialog', { name: 'Account settings' })).toBeInTheDocument();
    expect(await view.findByRole('tab', { name: 'Language Groups' })).toHaveAttribute('aria-selected', 'true');
  },
  events: {
    'lingua-closed': {
      trigger: async (view, user) => {
        await view.findByRole('dialog', { name: 'Account settings' });
        await user.click(view.getByRole('button', { name: 'Close' }));
      },
      detail: null,
    },
  },
});
