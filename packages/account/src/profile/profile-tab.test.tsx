import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileTab } from './profile-tab.tsx';
import { getLanguage, sessionStore, showLanguage } from '@lingua/core';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage, type RecordedCall } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const account = {
  username: 'client@acme-health.example',
  email: 'client@acme-health.example',
  firstName: 'Alice',
  lastName: 'Client',
  roles: ['CLIENT'],
  applications: [],
  isFederatedSsoAccount: false,
  clientConfig: { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: true },
};
const association = { secretCode: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Lingua:client%40acme-health.example?secret=JBSWY3DPEHPK3PXP&issuer=Lingua' };

describe('Profile tab', () => {
  it('shows the account data, the change-password entry and the MFA row', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, 'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false } });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText('Acme Health')).toBeInTheDocument();
    expect(screen.getByText('Alice Client')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText('Multi-factor authentication')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('shows the impersonated user’s profile and says plainly that password and MFA cannot be changed', async () => {
    startPage({ ...clientAdmin, username: 'admin@lingua.example', email: 'admin@lingua.example', roles: ['ADMIN'] });
    sessionStore.getState().setOverride({ username: 'client@acme-health.example', email: 'client@acme-health.example', roles: ['CLIENT'] });
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /identity/mfa': reply(403, { message: 'Password and multi-factor authentication cannot be changed while impersonating', errorCode: 'IMPERSONATING' }),
    });
    try {
      renderWithLingua(<ProfileTab />);
      expect(await screen.findByText('Password and multi-factor authentication cannot be changed while impersonating.')).toBeInTheDocument();
      expect(screen.getByText('Alice Client')).toBeInTheDocument();
      expect(screen.queryByText(/identity provider/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path === '/identity/mfa')).toBe(false);
    } finally {
      sessionStore.getState().setOverride(null);
    }
  });

  it('shows the profile without password and MFA when the identity provider manages them (external issuer)', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, 'GET /identity/mfa': reply(403, { message: 'Your account is managed by your identity provider', errorCode: 'MANAGED_BY_IDENTITY_PROVIDER' }) });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText(/identity provider/)).toBeInTheDocument();
    expect(screen.getByText('Alice Client')).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('hides password and MFA for a federated account', async () => {
    startPage({ ...clientAdmin, isFederatedSsoAccount: true, roles: ['CLIENT_EMPLOYEE'] });
    const calls = answerApi({ 'GET /userAccount': { ...account, isFederatedSsoAccount: true } });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText(/identity provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByText('Multi-factor authentication')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/identity/mfa')).toBe(false);
  });

  it('hides password and MFA for a Coupa-group account without asking the identity provider', async () => {
    startPage({ ...clientAdmin, roles: ['CLIENT_EMPLOYEE'] });
    const calls = answerApi({ 'GET /userAccount': { ...account, isCoupaUser: true } });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText(/identity provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByText('Multi-factor authentication')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/identity/mfa')).toBe(false);
  });

  it('hides password and MFA when the identity provider refuses its account calls', async () => {
    startPage({ ...clientAdmin, roles: ['CLIENT_EMPLOYEE'] });
    answerApi({ 'GET /userAccount': account, 'GET /identity/mfa': reply(403, { message: 'Your account is managed by your identity provider' }) });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText(/identity provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByText('Multi-factor authentication')).not.toBeInTheDocument();
  });
});

describe('MFA settings', { timeout: 20_000 }, () => {
  it('enables MFA: QR code and secret, a wrong code, then the right one makes TOTP preferred', async () => {
    startPage(clientAdmin);
    let mfa = { preferredMfa: 'NOMFA', isMfaEnabled: false };
    let attempts = 0;
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /identity/mfa': () => ({ status: 200, body: mfa }),
      'POST /identity/totp/associate': association,
      'POST /identity/totp/verify': () =>
        ++attempts === 1
          ? { status: 400, body: { message: 'Invalid code. Please try again or wait for the code to change.' } }
          : { status: 200, body: { status: 'SUCCESS' } },
      'POST /identity/preferredMfa': () => {
        mfa = { preferredMfa: 'TOTP', isMfaEnabled: true };
        return { status: 204 };
      },
    });
    renderWithLingua(<ProfileTab />);
    await userEvent.click(await screen.findByRole('button', { name: /Manage/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Multi-factor authentication' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify and turn on' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code, digit 1 of 6' }), '123456');
    await userEvent.click(verify);
    expect(await screen.findByText('Invalid code. Please try again or wait for the code to change.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code, digit 1 of 6' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/identity/preferredMfa')?.body).toEqual({ preferredMfa: 'TOTP' }));
    expect(calls.filter((c) => c.path === '/identity/totp/verify').map((c) => c.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(await screen.findByText(/Multi-factor authentication is on/)).toBeInTheDocument();
  });

  it('counts a software-token method (an external identity provider’s name) as MFA on (spec 1 §4)', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount': account, 'GET /identity/mfa': { preferredMfa: 'SOFTWARE_TOKEN_MFA', isMfaEnabled: true } });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText('On')).toBeInTheDocument();
  });

  it('disables MFA after confirmation', async () => {
    startPage(clientAdmin);
    const calls = answerApi({
      'GET /userAccount': account,
      'GET /identity/mfa': { preferredMfa: 'TOTP', isMfaEnabled: true },
      'POST /identity/preferredMfa': reply(204),
    });
    renderWithLingua(<ProfileTab />);
    expect(await screen.findByText('On')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Manage/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off MFA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off multi-factor authentication' });
    expect(calls.some((c) => c.path === '/identity/preferredMfa')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/identity/preferredMfa')?.body).toEqual({ preferredMfa: 'NOMFA' }));
  });

  it('stores the display language the person chooses, and the page reads in it at once', async () => {
    const identity = startPage(clientAdmin);
    let stored: string | null = null;
    // The renewed ID token carries the stored choice as its locale claim, as the embedded provider's does.
    identity.acquireIdToken = async () => ({ idToken: 'renewed', claims: { ...identity.currentClaims(), ...(stored ? { locale: stored } : {}) } });
    const calls = answerApi({
      'GET /userAccount': () => Promise.resolve({ status: 200, body: { ...account, language: stored } }),
      'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false },
      'PUT /userAccount/language': (call: RecordedCall) => {
        stored = (call.body as { language: string | null }).language;
        return Promise.resolve({ status: 204 });
      },
    });
    try {
      renderWithLingua(<ProfileTab />);
      const select = await screen.findByRole('combobox', { name: 'Display language' });
      await waitFor(() => expect(select).toHaveValue('Automatic (browser or page language)'));
      await userEvent.click(select);
      // Each language in its own name.
      expect(await screen.findByRole('option', { name: 'العربية' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('option', { name: 'Deutsch' }));
      await waitFor(() => expect(getLanguage()).toBe('de'));
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([expect.objectContaining({ path: '/userAccount/language', body: { language: 'de' } })]);
      await waitFor(() => expect(select).toHaveValue('Deutsch'));
      expect(sessionStore.getState().user?.language).toBe('de');
    } finally {
      sessionStore.getState().setUser(null);
      await showLanguage('en');
    }
  });

  it('offers no language choice while an ADMIN acts as the user', async () => {
    startPage({ ...clientAdmin, username: 'admin@lingua.example', email: 'admin@lingua.example', roles: ['ADMIN'] });
    sessionStore.getState().setOverride({ username: 'client@acme-health.example', email: 'client@acme-health.example', roles: ['CLIENT'] });
    answerApi({ 'GET /userAccount': account, 'GET /identity/mfa': reply(403, { message: 'Impersonating', errorCode: 'IMPERSONATING' }) });
    try {
      renderWithLingua(<ProfileTab />);
      expect(await screen.findByText('Alice Client')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Display language' })).not.toBeInTheDocument();
    } finally {
      sessionStore.getState().setOverride(null);
    }
  });
});
