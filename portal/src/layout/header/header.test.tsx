import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../fixtures/index.ts';
import { Header } from './header.tsx';

async function openMenu(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('Header', () => {
  it('offers Sign in and Sign up when signed out', async () => {
    renderPortal(<Header />, { session: 'signedOut' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp');
    expect(screen.queryByRole('button', { name: /user menu/i })).not.toBeInTheDocument();
  });

  it('shows a client only Sign out in the user menu', async () => {
    renderPortal(<Header />, { session: 'client' });
    await openMenu(/alice client – user menu/i);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Impersonate user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'End impersonation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers Impersonate user to an ADMIN and opens the dialog', async () => {
    renderPortal(<Header />, { session: 'admin' });
    const user = await openMenu(/ada admin – user menu/i);
    await user.click(await screen.findByRole('menuitem', { name: 'Impersonate user' }));
    expect(await screen.findByRole('dialog', { name: 'Impersonate user' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /username/i })).toBeVisible();
  });

  it('takes the staff who answer the provider desk there from the user menu, and nobody else', async () => {
    renderPortal(<Header />, { session: 'admin' });
    await openMenu(/ada admin – user menu/i);
    expect(await screen.findByRole('menuitem', { name: 'Provider desk' })).toBeVisible();
  });

  it('keeps the header links behind a Menu button on a phone', async () => {
    renderPortal(<Header />, { session: 'client' });
    expect(screen.queryByRole('menuitem', { name: 'Provider desk' })).not.toBeInTheDocument();
    // jsdom applies every media rule's CSS, so the phone's button counts as hidden here; the e2e suite sees it at 390 px.
    await userEvent.click(await screen.findByLabelText('Menu', { selector: 'button' }));
    expect(await screen.findByRole('menuitem', { name: 'Find the right service' })).toHaveAttribute('href', '/solutionWizard');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/consoleHelp');
  }, 15_000);

  it('offers End impersonation, not Impersonate user, while impersonating', async () => {
    renderPortal(<Header />, { session: 'impersonating' });
    await openMenu(/client@acme-health\.example – user menu/i);
    expect(await screen.findByRole('menuitem', { name: 'End impersonation' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Impersonate user' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });

  it('shows Account settings only when the portal provides the panel', async () => {
    renderPortal(<Header onAccountSettings={() => undefined} />, { session: 'client' });
    await openMenu(/user menu/i);
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  });
});
