// Staff's page of every company's API keys (decision 152) against an answering API: each key names its company,
// the list filters by company, and a key revoked after the confirmation is re-read as revoked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@lingua/contract';
import { StaffApiKeysPage } from './staff-api-keys-page.tsx';
import { answerApi, clientAdmin, renderWithLingua, startPage } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const staff = { ...clientAdmin, username: 'pc@lingua.example', email: 'pc@lingua.example', roles: ['PROJECT_COORDINATOR'] };
const base = {
  scopes: ['requests:read'], createdBy: 'Alice Client', createTime: '2026-11-01T00:00:00.000Z', expiresAt: '2099-12-01T00:00:00.000Z',
  lastUsedAt: null, lastUsedFrom: null, revokedAt: null,
} as const;
const acmeKey: ApiKey = { ...base, scopes: ['requests:read'], id: '5f0c1f2e-1111-4000-8000-000000000001', clientId: 1, clientName: 'Acme Corp', name: 'Content platform', prefix: 'lpk_Ab12Cd34' };
const globexKey: ApiKey = { ...base, scopes: ['reports'], id: '5f0c1f2e-1111-4000-8000-000000000002', clientId: 2, clientName: 'Globex', name: 'ERP connector', prefix: 'lpk_Zy98Xw76' };

describe('Staff API keys page', { timeout: 20_000 }, () => {
  it('names each key’s company and filters by company', async () => {
    startPage(staff);
    answerApi({ 'GET /apiKeys': [acmeKey, globexKey] });
    renderWithLingua(<StaffApiKeysPage />);
    expect(await screen.findByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within((await screen.findByText('ERP connector')).closest('tr')!).getByText('Globex')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Corp' }));
    await waitFor(() => expect(screen.queryByText('ERP connector')).not.toBeInTheDocument());
    expect(screen.getByText('Content platform')).toBeInTheDocument();
  });

  it('revokes another company’s key after asking, and the re-read list shows it revoked', async () => {
    startPage(staff);
    let revoked = false;
    const calls = answerApi({
      'GET /apiKeys': () => ({ status: 200, body: [revoked ? { ...globexKey, revokedAt: '2026-11-28T06:00:00.000Z' } : globexKey] }),
      [`POST /apiKeys/${globexKey.id}/actions/revoke`]: () => ((revoked = true), { status: 204 }),
    });
    renderWithLingua(<StaffApiKeysPage />);
    const row = (await screen.findByText('ERP connector')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke ERP connector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/${globexKey.id}/actions/revoke`))).toBe(true));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke ERP connector' })).not.toBeInTheDocument();
  });
});
