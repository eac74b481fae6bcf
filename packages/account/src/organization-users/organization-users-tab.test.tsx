import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganizationUsersTab } from './organization-users-tab.tsx';
import { matchesSearch, offeredActions } from './row-actions.ts';
import { answerApi, clientAdmin, renderWithLingua, reply, startPage } from '@lingua/core/test/page-double';
import type { RecordedCall } from '@lingua/core/test/page-double';

afterEach(() => vi.unstubAllGlobals());

const contacts = Array.from({ length: 25 }, (_, i) => ({
  id: String(i + 1),
  email: `user${String(i + 1).padStart(2, '0')}@acme-health.example`,
  firstName: `First${i + 1}`,
  lastName: i === 4 ? 'McEnroe' : `Last${i + 1}`,
}));
contacts[0] = { id: '1', email: 'client@acme-health.example', firstName: 'Alice', lastName: 'Client' };

function settingsRoute(overrides: Record<string, { isAccountEnabled: boolean; isMfaEnabled: boolean }> = {}) {
  return Object.fromEntries(
    contacts.map((c) => [
      `GET /userAccount/organizationClientContacts/${c.id}/indentitySettings`,
      (call: RecordedCall) => ({ status: 200, body: { username: call.query.email, ...(overrides[c.id] ?? { isAccountEnabled: true, isMfaEnabled: false }) } }),
    ]),
  );
}

describe('offeredActions (spec 1 §4)', () => {
  it('never offers anything on yourself', () => {
    expect(offeredActions({ username: 'me', isAccountEnabled: true, isMfaEnabled: true }, true)).toEqual([]);
  });
  it('offers disable MFA only with MFA on and the account enabled', () => {
    expect(offeredActions({ username: 'a', isAccountEnabled: true, isMfaEnabled: true }, false)).toEqual(['disableMfa', 'disableAccount']);
    expect(offeredActions({ username: 'a', isAccountEnabled: false, isMfaEnabled: true }, false)).toEqual(['enableAccount']);
    expect(offeredActions({ username: 'a', isAccountEnabled: true, isMfaEnabled: false }, false)).toEqual(['disableAccount']);
  });
  it('searches e-mail, first and last name case-insensitively', () => {
    const c = { email: 'Bob@X.example', firstName: 'Robert', lastName: 'Smith' };
    expect(matchesSearch(c, 'bob@x')).toBe(true);
    expect(matchesSearch(c, 'ROBERT')).toBe(true);
    expect(matchesSearch(c, 'smi')).toBe(true);
    expect(matchesSearch(c, 'alice')).toBe(false);
  });
});

describe('Organization Users tab', { timeout: 20_000 }, () => {
  it('pages 10 rows by default, with page sizes 10, 20, 30', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount/organizationClientContacts': contacts, ...settingsRoute() });
    renderWithLingua(<OrganizationUsersTab />);
    expect(await screen.findByText('user02@acme-health.example')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30']);
    await userEvent.click(screen.getByRole('option', { name: '30' }));
    expect(screen.getAllByRole('row')).toHaveLength(26);
  });

  it('shows a row whose identity settings fail to load with the body message and error code (spec 1 §8)', async () => {
    startPage(clientAdmin);
    answerApi({
      'GET /userAccount/organizationClientContacts': contacts,
      ...settingsRoute(),
      'GET /userAccount/organizationClientContacts/2/indentitySettings': reply(502, { message: 'Identity provider unreachable', errorCode: 'IDP_DOWN' }),
    });
    renderWithLingua(<OrganizationUsersTab />);
    const row = (await screen.findByText('user02@acme-health.example')).closest('tr')!;
    expect(await within(row).findByText('Identity provider unreachable [Error code: IDP_DOWN]')).toBeVisible();
  });

  it('moves between pages', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount/organizationClientContacts': contacts, ...settingsRoute() });
    renderWithLingua(<OrganizationUsersTab />);
    await screen.findByText('user02@acme-health.example');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('user21@acme-health.example')).toBeInTheDocument();
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
  });

  it('searches e-mail, first and last name', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount/organizationClientContacts': contacts, ...settingsRoute() });
    renderWithLingua(<OrganizationUsersTab />);
    await screen.findByText('user02@acme-health.example');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'mcenroe');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('user05@acme-health.example')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(screen.getByText('No users match “nobody”.')).toBeInTheDocument();
  });

  it('offers no action on yourself and the right ones on others', async () => {
    startPage(clientAdmin);
    answerApi({
      'GET /userAccount/organizationClientContacts': contacts.slice(0, 3),
      ...settingsRoute({ '1': { isAccountEnabled: true, isMfaEnabled: true }, '2': { isAccountEnabled: true, isMfaEnabled: true }, '3': { isAccountEnabled: false, isMfaEnabled: false } }),
    });
    renderWithLingua(<OrganizationUsersTab />);
    await screen.findAllByText('Enabled');
    expect(screen.queryByRole('button', { name: 'Actions for client@acme-health.example' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for user02@acme-health.example' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Disable MFA', 'Disable account']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for user03@acme-health.example' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Enable account']));
  });

  it('disables an account after confirmation, with the username', async () => {
    startPage(clientAdmin);
    let enabled = true;
    const calls = answerApi({
      'GET /userAccount/organizationClientContacts': contacts.slice(1, 2),
      'GET /userAccount/organizationClientContacts/2/indentitySettings': () => ({ status: 200, body: { username: 'user02@acme-health.example', isAccountEnabled: enabled, isMfaEnabled: false } }),
      'POST /userAccount/organizationClientContacts/2/indentitySettings/actions/disableAccount': () => {
        enabled = false;
        return { status: 204 };
      },
    });
    renderWithLingua(<OrganizationUsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for user02@acme-health.example' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ username: 'user02@acme-health.example' }));
    expect(calls.find((c) => c.path.endsWith('/indentitySettings'))?.query).toEqual({ email: 'user02@acme-health.example', includeMfaStatus: 'true' });
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
  });

  it('shows a failed action in its dialog', async () => {
    startPage(clientAdmin);
    answerApi({
      'GET /userAccount/organizationClientContacts': contacts.slice(1, 2),
      ...settingsRoute({ '2': { isAccountEnabled: true, isMfaEnabled: true } }),
      'POST /userAccount/organizationClientContacts/2/indentitySettings/actions/disableMfa': reply(403, { message: 'Forbidden', errorCode: 'NOT_ORG_ADMIN' }),
    });
    renderWithLingua(<OrganizationUsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for user02@acme-health.example' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disable MFA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable MFA' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable MFA' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forbidden [Error code: NOT_ORG_ADMIN]');
  });

  it('says when the organisation has no users', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount/organizationClientContacts': [] });
    renderWithLingua(<OrganizationUsersTab />);
    expect(await screen.findByText('Your organization has no users yet.')).toBeInTheDocument();
  });
});
