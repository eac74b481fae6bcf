import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, LinguaProvider, sessionStore, setIdentityClient } from '@lingua/core';
import type { IdentityClient, IdTokenClaims } from '@lingua/core';
import { registerWidgetTexts } from '../../texts/widget-texts.ts';
import { SignInStatus } from './sign-in-status.tsx';

const ALICE: IdTokenClaims = { username: 'client@acme-health.example', email: 'client@acme-health.example', given_name: 'Alice', family_name: 'Client', groups: ['CLIENT'] };

// A test double of the identity provider: answers from fixed claims, records popup sign-ins.
function identity(claims: IdTokenClaims | null, onPopup = vi.fn()): IdentityClient {
  return {
    initialize: async () => undefined,
    handleRedirect: async () => null,
    currentClaims: () => claims,
    loginRedirect: async () => undefined,
    loginPopup: async () => {
      onPopup();
      return { idToken: 't', claims: ALICE };
    },
    logoutRedirect: async () => undefined,
    clearLocal: async () => undefined,
    acquireIdToken: async () => ({ idToken: 't', claims: claims ?? {} }),
  };
}

function renderStatus(claims: IdTokenClaims | null, onPopup = vi.fn()) {
  configure({ apiBase: '/v1', interaction: 'popup' });
  registerWidgetTexts();
  setIdentityClient(identity(claims, onPopup));
  sessionStore.setState({ status: 'loading', user: null, override: null });
  return render(
    <LinguaProvider env="test" reportErrors={false}>
      <SignInStatus />
    </LinguaProvider>,
  );
}

afterEach(() => setIdentityClient(null));

describe('SignInStatus', () => {
  it('offers Sign in to a visitor and signs in with a popup', async () => {
    const onPopup = vi.fn();
    renderStatus(null, onPopup);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(onPopup).toHaveBeenCalled();
    expect(await screen.findByText('Signed in as Alice Client')).toBeVisible();
  });

  it('shows the signed-in user and a Sign out button', async () => {
    renderStatus(ALICE);
    expect(await screen.findByText('Signed in as Alice Client')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
