import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const mfaOff = { preferredMfa: 'NOMFA', isMfaEnabled: false };

async function fill(oldPassword: string, newPassword: string, repeat: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText(/^Old Password/), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText(/^New Password/), newPassword);
  if (repeat) await userEvent.type(screen.getByLabelText(/^Repeat New Password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password dialog', { timeout: 20_000 }, () => {
  it.each([
    ['short1A', 'Password must be 8 characters or longer'],
    ['NoDigitsHere', 'Password must contain at least 1 number'],
    ['lowercase1only', 'Password must contain at least 1 upper-case letter'],
    ['UPPERCASE1ONLY', 'Password must contain at least 1 lower-case letter'],
  ])('rejects the new password %s with "%s"', async (password, message) => {
    startPage(clientAdmin);
    const calls = answerApi({});
    renderWithLingua(<ChangePasswordDialog opened onClose={() => {}} />);
    await fill('OldSecret1', password, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/identity/changePassword')).toHaveLength(0);
  });

  it('requires the old password and a matching repeat', async () => {
    startPage(clientAdmin);
    answerApi({});
    renderWithLingua(<ChangePasswordDialog opened onClose={() => {}} />);
    await fill('', 'NewSecret1', 'NewSecret2');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Entered value does not match the New Password value')).toBeInTheDocument();
  });

  it('shows "Invalid Old Password value" on the old password when the provider refuses it', async () => {
    startPage(clientAdmin);
    answerApi({ 'POST /identity/changePassword': reply(400, { message: 'Invalid Old Password value' }) });
    renderWithLingua(<ChangePasswordDialog opened onClose={() => {}} />);
    await fill('WrongOld1', 'NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Invalid Old Password value')).toBeInTheDocument();
  });

  it('shows other failures with their own message', async () => {
    startPage(clientAdmin);
    answerApi({ 'POST /identity/changePassword': reply(429, { message: 'Too many attempts. Try again in 60 seconds.' }) });
    renderWithLingua(<ChangePasswordDialog opened onClose={() => {}} />);
    await fill('OldSecret1', 'NewSecret1', 'NewSecret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
  });

  it('changes the password and confirms it', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'POST /identity/changePassword': reply(204) });
    renderWithLingua(<ChangePasswordDialog opened onClose={() => {}} />);
    await fill('OldSecret1', 'NewSecret1', 'NewSecret1');
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/identity/changePassword')?.body).toEqual({ oldPassword: 'OldSecret1', newPassword: 'NewSecret1' });
  });
});

describe('/changePassword page', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const identity = startPage(null);
    answerApi({});
    renderWithLingua(<ChangePasswordPage currentPath="/changePassword" onDone={() => {}} />);
    await waitFor(() => expect(identity.loginRedirect).toHaveBeenCalled());
    expect(screen.queryByLabelText(/^Old Password/)).not.toBeInTheDocument();
  });

  it('warns a federated account instead of showing the form', async () => {
    startPage({ ...clientAdmin, isFederatedSsoAccount: true, roles: ['CLIENT_EMPLOYEE'] });
    answerApi({});
    renderWithLingua(<ChangePasswordPage onDone={() => {}} />);
    expect(await screen.findByText(/signs in through your organisation’s identity provider/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Old Password/)).not.toBeInTheDocument();
  });

  it('warns an account the identity provider does not manage (Coupa user group)', async () => {
    startPage({ ...clientAdmin, roles: ['CLIENT_EMPLOYEE'] });
    answerApi({ 'GET /identity/mfa': reply(403, { message: 'Your account is managed by your identity provider' }) });
    renderWithLingua(<ChangePasswordPage onDone={() => {}} />);
    expect(await screen.findByText(/signs in through your organisation’s identity provider/)).toBeInTheDocument();
  });

  it('leads back home from the success dialog', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /identity/mfa': mfaOff, 'POST /identity/changePassword': reply(204) });
    const onDone = vi.fn();
    renderWithLingua(<ChangePasswordPage onDone={onDone} />);
    await screen.findByLabelText(/^Old Password/);
    await fill('OldSecret1', 'NewSecret1', 'NewSecret1');
    await screen.findByRole('dialog', { name: 'Password changed' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalled();
  });
});
