import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Guard } from './guard.tsx';
import { RequireAuth } from './require-auth.tsx';
import { sessionStore } from '../session/session-store.ts';
import { adminClaims } from '../../test/fake-identity.ts';
import type { FakeIdentity } from '../../test/fake-identity.ts';
import { renderWithLingua } from '../../test/render.tsx';
import { json, resetPage } from '../../test/reset.ts';

let identity: FakeIdentity;
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  beforeEach(() => {
    identity = resetPage({ interaction: 'redirect' });
  });

  it('sends an unauthenticated user on a restricted page to sign-in, keeping the initial path', async () => {
    renderWithLingua(
      <RequireAuth currentPath="/reports/12">
        <p>Reports</p>
      </RequireAuth>,
    );
    await waitFor(() => expect(identity.calls).toContain('loginRedirect'));
    expect(identity.redirectStartPage).toBe(`${window.location.origin}/`);
    expect(sessionStore.getState().initialPagePath).toBe('/reports/12');
    expect(screen.queryByText('Reports')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
  });

  it('returns to the change-password page when the user was there', async () => {
    window.history.pushState({}, '', '/changePassword');
    try {
      renderWithLingua(
        <RequireAuth>
          <p>Change password</p>
        </RequireAuth>,
      );
      await waitFor(() => expect(identity.calls).toContain('loginRedirect'));
      expect(identity.redirectStartPage).toBe(`${window.location.origin}/changePassword`);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('does not send the user to sign-in at /', async () => {
    renderWithLingua(
      <RequireAuth currentPath="/">
        <p>Welcome</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(identity.calls).not.toContain('loginRedirect');
  });

  it('offers a sign-in button in popup mode instead of navigating', async () => {
    identity = resetPage({ interaction: 'popup' });
    renderWithLingua(
      <RequireAuth currentPath="/reports" signInReason="Reports show your projects. Sign in to see them.">
        <p>Reports</p>
      </RequireAuth>,
    );
    // A signed-out element says what it does and why sign-in is needed, not just "Sign in".
    expect(await screen.findByText('Reports show your projects. Sign in to see them.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Reports')).toBeInTheDocument();
    expect(identity.calls).toContain('loginPopup');
    expect(identity.calls).not.toContain('loginRedirect');
  });
});

describe('Guard', () => {
  beforeEach(() => {
    identity = resetPage({ interaction: 'redirect' });
    identity.claims = { ...adminClaims, groups: ['CLIENT'] };
  });

  it('shows the page to a user with an allowed role', async () => {
    renderWithLingua(
      <Guard allowedRoles={['CLIENT', 'ADMIN']} currentPath="/reports">
        <p>Reports</p>
      </Guard>,
    );
    expect(await screen.findByText('Reports')).toBeInTheDocument();
  });

  it('shows accessRestricted to a user without an allowed role', async () => {
    renderWithLingua(
      <Guard allowedRoles={['QA']} currentPath="/DASHBOARD">
        <p>Dashboard</p>
      </Guard>,
    );
    expect(await screen.findByText('Access to this page is restricted.')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('applies the impersonation override to the role check', async () => {
    sessionStore.getState().setOverride({ username: 'qa1', email: 'qa@x.com', roles: ['QA'] });
    renderWithLingua(
      <Guard allowedRoles={['QA']} currentPath="/DASHBOARD">
        <p>Dashboard</p>
      </Guard>,
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('shows applicationAccessDisabled when the account lacks a required application', async () => {
    vi.stubGlobal('fetch', async () => json({ email: 'a@x.com', roles: ['CLIENT'], applications: ['reports'] }));
    renderWithLingua(
      <Guard allowedRoles={['CLIENT']} requiredApplications={['machineTranslation']} currentPath="/machineTranslation">
        <p>Machine translation</p>
      </Guard>,
    );
    expect(await screen.findByText('Access to this application is disabled for your account.')).toBeInTheDocument();
    expect(screen.queryByText('Machine translation')).not.toBeInTheDocument();
  });

  it('shows the page when the account has every required application', async () => {
    vi.stubGlobal('fetch', async () => json({ email: 'a@x.com', roles: ['CLIENT'], applications: ['machineTranslation'] }));
    renderWithLingua(
      <Guard allowedRoles={['CLIENT']} requiredApplications={['machineTranslation']} currentPath="/machineTranslation">
        <p>Machine translation</p>
      </Guard>,
    );
    expect(await screen.findByText('Machine translation')).toBeInTheDocument();
  });
});
