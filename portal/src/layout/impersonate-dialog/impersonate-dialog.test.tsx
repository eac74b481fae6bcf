import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sessionStore } from '@lingua/core';
import { renderPortal } from '../../fixtures/index.ts';
import { ImpersonateDialog } from './impersonate-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ImpersonateDialog', () => {
  it('asks for a username before calling the server', async () => {
    const impersonate = vi.fn();
    renderPortal(<ImpersonateDialog opened onClose={() => undefined} impersonate={impersonate} />, { session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(impersonate).not.toHaveBeenCalled();
  });

  it('starts impersonation with the trimmed username and closes', async () => {
    const impersonate = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const onImpersonated = vi.fn();
    renderPortal(<ImpersonateDialog opened onClose={onClose} onImpersonated={onImpersonated} impersonate={impersonate} />, { session: 'admin' });
    await userEvent.type(await screen.findByRole('textbox', { name: /username/i }), '  client@acme-health.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(onImpersonated).toHaveBeenCalledWith('client@acme-health.example'));
    expect(impersonate).toHaveBeenCalledWith('client@acme-health.example');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server error with its code and keeps no override when the account cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'User not found', errorCode: 'USER_NOT_FOUND' }), { status: 404, headers: { 'Content-Type': 'application/json' } })),
    );
    renderPortal(<ImpersonateDialog opened onClose={() => undefined} />, { session: 'admin' });
    await userEvent.type(await screen.findByRole('textbox', { name: /username/i }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('User not found [Error code: USER_NOT_FOUND]')).toBeVisible();
    expect(sessionStore.getState().override).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Impersonate user' })).toBeVisible();
  });

  it('shows a plain error message when the call fails without a body', async () => {
    const impersonate = vi.fn().mockRejectedValue(new ApiError({ url: '/v1/userAccount', status: 403, statusText: 'Forbidden', body: undefined }));
    renderPortal(<ImpersonateDialog opened onClose={() => undefined} impersonate={impersonate} />, { session: 'admin' });
    await userEvent.type(await screen.findByRole('textbox', { name: /username/i }), 'someone');
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('Forbidden')).toBeVisible();
  });
});
