// The API keys tab (decisions 133, 137) against an answering API: no keys yet, a key created with its secret shown once,
// the form's checks, and a key revoked after the confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeysTab } from './api-keys-tab.tsx';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const key = {
  id: '5f0c1f2e-1111-4000-8000-000000000001', clientId: 1, clientName: 'Acme Corp', name: 'Content platform', prefix: 'lpk_Ab12Cd34', scopes: ['requests:read', 'requests:write'], createdBy: 'Alice Client',
  createTime: '2026-11-01T00:00:00.000Z', expiresAt: '2099-12-01T00:00:00.000Z', lastUsedAt: '2026-11-27T10:00:00.000Z', lastUsedFrom: '203.0.113.7', revokedAt: null,
};

describe('API keys tab', { timeout: 20_000 }, () => {
  it('says when the company has no keys', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /apiKeys': [] });
    renderWithLingua(<ApiKeysTab />);
    expect(await screen.findByText('No API keys yet. Create one for a system that should call the portal.')).toBeInTheDocument();
  });

  it('says under each scope what a key with it may do, and links to the API reference', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /apiKeys': [] });
    renderWithLingua(<ApiKeysTab />);
    const scope = await screen.findByRole('checkbox', { name: 'Read requests and files' });
    expect(scope).toHaveAccessibleDescription('List your company’s requests, read their details and download their files.');
    expect(screen.getByRole('checkbox', { name: 'Reports' })).toHaveAccessibleDescription('Read the reports, their rows and their charts.');
    expect(screen.getByRole('link', { name: 'Every call and the scope it needs: API reference' }).getAttribute('href')).toMatch(/\/docs$/);
  });

  it('checks the form, creates a key with the chosen scopes and shows its secret once', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /apiKeys': [], 'POST /apiKeys': reply(201, { key, secret: 'lpk_Ab12Cd34_secretsecretsecret' }) });
    renderWithLingua(<ApiKeysTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Enter a name for the key')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Key name/ }), 'Content platform');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create requests and upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('lpk_Ab12Cd34_secretsecretsecret')).toBeInTheDocument();
    expect(screen.getByText('Copy it now and keep it safe: it is not shown again.')).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST')!;
    expect(posted.body).toMatchObject({ name: 'Content platform', scopes: ['requests:read', 'requests:write'] });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('lpk_Ab12Cd34_secretsecretsecret')).not.toBeInTheDocument();
  });

  it('lists prefix, creator and last use, and revokes a key after asking', async () => {
    startPage(clientAdmin);
    const calls = answerApi({ 'GET /apiKeys': [key], [`POST /apiKeys/${key.id}/actions/revoke`]: reply(204) });
    renderWithLingua(<ApiKeysTab />);
    const row = (await screen.findByText('Content platform')).closest('tr')!;
    expect(within(row).getByText('lpk_Ab12Cd34…')).toBeInTheDocument();
    expect(within(row).getByText('Alice Client')).toBeInTheDocument();
    expect(within(row).getByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Content platform' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/actions/revoke'))).toBe(true));
  });

  it('removes a revoked key from the list and keeps the focus in the list', async () => {
    startPage(clientAdmin);
    let keys = [{ ...key, revokedAt: '2026-11-30T00:00:00.000Z' }];
    const calls = answerApi({
      'GET /apiKeys': () => ({ status: 200, body: keys }),
      [`DELETE /apiKeys/${key.id}`]: () => {
        keys = [];
        return { status: 204 };
      },
    });
    renderWithLingua(<ApiKeysTab />);
    const row = (await screen.findByText('Content platform')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Revoke Content platform' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Content platform from the list' }));
    expect(await screen.findByText('No API keys yet. Create one for a system that should call the portal.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('table', { name: 'API keys' })).toHaveFocus());
  });
});
